import { useEffect, useRef, useState } from 'react';
import type { TutorComment } from '#src/domain/tutoring.ts';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { ReportControl } from './ReportControl.tsx';

/**
 * The learner's text with each of the tutor's comments marked in place (as FeedbackText marks the site's
 * findings): a mark is a button, and choosing one shows the tutor's note and better wording just under its line,
 * with 'Report'. A reported comment is not sent again (its words neither): a line says a volunteer will read it.
 * The tutor's words are shown as written, in whatever language (dir="auto"), never translated and never as HTML.
 */
export function CommentedText({
  requestId,
  text,
  comments,
  reported,
}: {
  requestId: string;
  text: string;
  comments: TutorComment[];
  reported: readonly string[];
}) {
  const m = useMessages(tutoringText);
  const [chosen, setChosen] = useState<{ comment: TutorComment; mark: HTMLButtonElement } | null>(null);
  const note = useRef<HTMLDivElement>(null);
  const reportedLine = useRef<HTMLParagraphElement>(null);
  const top = chosen ? chosen.mark.offsetTop + chosen.mark.offsetHeight : 0;
  useEffect(() => {
    if (chosen) note.current?.scrollIntoView({ block: 'nearest' });
  }, [chosen]);
  const close = () => {
    chosen?.mark.focus();
    setChosen(null);
  };
  useEffect(() => {
    if (!chosen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      chosen.mark.focus();
      setChosen(null);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [chosen]);

  const parts: React.ReactNode[] = [];
  let cursor = 0;
  for (const c of [...comments].sort((a, b) => a.start - b.start)) {
    if (c.start < cursor || c.end > text.length || c.end <= c.start) continue; // overlapping or out of range
    parts.push(text.slice(cursor, c.start));
    parts.push(
      <button
        key={c.id}
        type="button"
        className="tutor-mark"
        aria-pressed={chosen?.comment.id === c.id}
        onClick={(event) => {
          const mark = event.currentTarget;
          setChosen((now) => (now?.comment.id === c.id ? null : { comment: c, mark }));
        }}
      >
        {text.slice(c.start, c.end)}
      </button>,
    );
    cursor = c.end;
  }
  parts.push(text.slice(cursor));
  // The chosen comment as the server has it now: once reported, the server no longer sends its words, so it is
  // gone from the text, and the line below says it was reported (focus goes there, since its mark went too).
  const shown = chosen ? (comments.find((c) => c.id === chosen.comment.id) ?? null) : null;
  const reportedComments = reported.filter((id) => id !== 'note').length;
  useEffect(() => {
    if (!chosen || shown) return;
    setChosen(null);
    reportedLine.current?.focus();
  }, [chosen, shown]);

  return (
    <div className="mt-2">
      {comments.length || !reportedComments ? (
        <p>{comments.length ? m.tutoring.answers.marksHelp : m.tutoring.answers.noMarks}</p>
      ) : null}
      <div className="finding-box">
        <p className="feedback-text mt-2 whitespace-pre-line break-words" lang="en" dir="ltr">
          {parts}
        </p>
        <div aria-live="polite" ref={note} className={shown ? 'finding-popover' : undefined} style={{ top }}>
          {shown ? (
            <div className="notice notice-info">
              <p className="font-semibold" lang="en" dir="ltr">{`“${text.slice(shown.start, shown.end)}”`}</p>
              <p className="mt-1 font-semibold">{m.tutoring.answers.note}</p>
              <p className="whitespace-pre-line break-words" dir="auto">
                {shown.note}
              </p>
              {shown.rewrite ? (
                <p className="mt-1">
                  {m.tutoring.answers.betterWording}{' '}
                  <strong>
                    <bdi dir="auto">{shown.rewrite}</bdi>
                  </strong>
                </p>
              ) : null}
              <ReportControl requestId={requestId} commentId={shown.id} />
              <button type="button" className="btn btn-secondary mt-2" onClick={close}>
                {m.dialog.close}
              </button>
            </div>
          ) : null}
        </div>
      </div>
      <div role="status">
        {reportedComments ? (
          <p ref={reportedLine} tabIndex={-1} className="notice notice-info mt-2">
            {m.tutoring.answers.report.done}
          </p>
        ) : null}
      </div>
    </div>
  );
}
