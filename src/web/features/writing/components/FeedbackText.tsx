import { useState } from 'react';
import type { Finding } from '../../../../domain/feedback.ts';
import { writingText } from '../../../i18n/en/writing.ts';
import { format, useIsolateLatin, useMessages } from '../../../i18n/index.tsx';

/**
 * The learner's text with each finding marked in place: words underlined, or a
 * caret in the gap between two words where something is missing. Choosing one
 * shows our explanation in the interface language, and the fix when one is sure.
 */
export function FeedbackText({ text, findings }: { text: string; findings: Finding[] }) {
  const m = useMessages(writingText);
  const [chosen, setChosen] = useState<Finding | null>(null);
  const parts: React.ReactNode[] = [];
  let cursor = 0;
  for (const f of findings) {
    if (f.start < cursor || f.end > text.length) continue; // overlapping or out of range
    parts.push(text.slice(cursor, f.start));
    const gap = f.mark === 'gap';
    parts.push(
      <button
        key={`${f.start}-${f.end}`}
        type="button"
        className={gap ? 'finding finding-gap' : 'finding'}
        aria-pressed={chosen === f}
        aria-label={gap ? m.writing.missingHere : undefined}
        onClick={() => setChosen(f)}
      >
        {gap ? '‸' : text.slice(f.start, f.end)}
      </button>,
    );
    // A gap's own space stays in the text, after its mark.
    cursor = gap ? f.start : f.end;
  }
  parts.push(text.slice(cursor));
  return (
    <div className="mt-2">
      <p className="text-muted">{m.writing.marksHelp}</p>
      <p className="feedback-text mt-2 whitespace-pre-line" lang="en" dir="ltr">
        {parts}
      </p>
      <div aria-live="polite">{chosen ? <FindingNote text={text} finding={chosen} /> : null}</div>
    </div>
  );
}

function FindingNote({ text, finding }: { text: string; finding: Finding }) {
  const m = useMessages(writingText);
  const isolate = useIsolateLatin();
  const gap = finding.mark === 'gap';
  const fix = finding.suggestions.join(' / ');
  return (
    <div className="notice notice-info mt-3">
      {gap ? (
        <p className="font-semibold">{m.writing.missingHere}</p>
      ) : (
        <p className="font-semibold" lang="en" dir="ltr">{`“${text.slice(finding.start, finding.end)}”`}</p>
      )}
      <p>{isolate(m.writing.explain[finding.explain])}</p>
      {!fix ? (
        <p>{m.writing.noSureFix}</p>
      ) : gap ? (
        <p>{format(m.writing.add, { fix })}</p>
      ) : (
        <p>
          {m.writing.suggestion}{' '}
          <strong>
            <bdi lang="en">{fix}</bdi>
          </strong>
        </p>
      )}
    </div>
  );
}
