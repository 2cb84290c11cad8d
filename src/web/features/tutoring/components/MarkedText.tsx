import type { DraftComment } from '../hooks/use-answer-draft.ts';

/** A rendered copy of the learner's text with the tutor's comments highlighted, numbered as the list numbers them. */
export function MarkedText({ text, comments }: { text: string; comments: DraftComment[] }) {
  const parts: React.ReactNode[] = [];
  let cursor = 0;
  comments.forEach((c, i) => {
    if (c.start < cursor || c.end > text.length) return;
    parts.push(text.slice(cursor, c.start));
    parts.push(
      <mark key={c.key} className="tutor-highlight">
        {text.slice(c.start, c.end)}
        <span className="tutor-number">({i + 1})</span>
      </mark>,
    );
    cursor = c.end;
  });
  parts.push(text.slice(cursor));
  return (
    <p className="feedback-text mt-2 whitespace-pre-line break-words" lang="en" dir="ltr">
      {parts}
    </p>
  );
}
