import { useEffect, useRef, useState } from 'react';
import type { Finding } from '#src/domain/feedback.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useIsolateLatin, useMessages } from '#src/web/i18n/index.tsx';

/**
 * The learner's text with each finding marked in place: words underlined, or a
 * caret in the gap between two words where something is missing. Choosing one
 * shows our explanation in the interface language, and the fix when one is sure,
 * just under the mark's line (on a phone, below the whole text is off screen).
 */
export function FeedbackText({ text, findings }: { text: string; findings: Finding[] }) {
  const m = useMessages(writingText);
  const [chosen, setChosen] = useState<{ finding: Finding; mark: HTMLButtonElement } | null>(null);
  const note = useRef<HTMLDivElement>(null);
  // Under the line of the chosen mark, measured from the text's box (the note's positioned parent).
  const top = chosen ? chosen.mark.offsetTop + chosen.mark.offsetHeight : 0;
  useEffect(() => {
    if (chosen) note.current?.scrollIntoView({ block: 'nearest' });
  }, [chosen]);
  const close = () => {
    chosen?.mark.focus();
    setChosen(null);
  };
  // Escape closes the note first, not the dialog around it (a native dialog closes on an Escape not prevented).
  useEffect(() => {
    if (!chosen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      chosen.mark.focus();
      setChosen(null);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [chosen]);
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
        aria-pressed={chosen?.finding === f}
        aria-label={gap ? m.writing.missingHere : undefined}
        onClick={(event) => {
          const mark = event.currentTarget;
          setChosen((now) => (now?.finding === f ? null : { finding: f, mark }));
        }}
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
      <div className="finding-box">
        <p className="feedback-text mt-2 whitespace-pre-line" lang="en" dir="ltr">
          {parts}
        </p>
        <div aria-live="polite" ref={note} className={chosen ? 'finding-popover' : undefined} style={{ top }}>
          {chosen ? <FindingNote text={text} finding={chosen.finding} onClose={close} /> : null}
        </div>
      </div>
    </div>
  );
}

function FindingNote({ text, finding, onClose }: { text: string; finding: Finding; onClose: () => void }) {
  const m = useMessages(writingText);
  const isolate = useIsolateLatin();
  const gap = finding.mark === 'gap';
  const fix = finding.suggestions.join(' / ');
  return (
    <div className="notice notice-info">
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
      <button type="button" className="btn btn-secondary mt-2" onClick={onClose}>
        {m.dialog.close}
      </button>
    </div>
  );
}
