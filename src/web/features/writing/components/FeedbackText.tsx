import { useState } from 'react';
import type { Finding } from '../../../../domain/feedback.ts';
import { writingText } from '../../../i18n/en/writing.ts';
import { useMessages } from '../../../i18n/index.tsx';

/** The learner's text with each finding underlined in place; choosing one shows its explanation. */
export function FeedbackText({ text, findings }: { text: string; findings: Finding[] }) {
  const m = useMessages(writingText);
  const [chosen, setChosen] = useState<Finding | null>(null);
  const parts: React.ReactNode[] = [];
  let cursor = 0;
  for (const f of findings) {
    if (f.start < cursor || f.end > text.length) continue; // overlapping or out of range
    parts.push(text.slice(cursor, f.start));
    parts.push(
      <button key={f.start} type="button" className="finding" aria-pressed={chosen === f} onClick={() => setChosen(f)}>
        {text.slice(f.start, f.end)}
      </button>,
    );
    cursor = f.end;
  }
  parts.push(text.slice(cursor));
  return (
    <div className="mt-4">
      <p className="feedback-text whitespace-pre-line">{parts}</p>
      <div aria-live="polite">
        {chosen ? (
          <div className="notice notice-info mt-3">
            <p className="font-semibold">
              “{text.slice(chosen.start, chosen.end)}” · {chosen.kind}
            </p>
            <p>{chosen.message}</p>
            {chosen.suggestions.length ? (
              <p>
                {m.writing.suggestion} <strong>{chosen.suggestions.join(' / ')}</strong>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
