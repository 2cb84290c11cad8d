import { useId, useState } from 'react';
import { TUTOR_RULES } from '#src/domain/tutoring.ts';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { useReportAnswer } from '../api/report-answer.ts';

/**
 * 'Report' on a tutor's comment or on the overall note ('note'): a short optional note, then Send. Once the
 * server has it, the answer it sends back lists the part as reported, and its words are no longer shown.
 */
export function ReportControl({ requestId, commentId }: { requestId: string; commentId: string }) {
  const m = useMessages(tutoringText);
  const user = useSignedInUser();
  const { failure } = useServerText();
  const report = useReportAnswer(user?.userId ?? '');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  if (!open)
    return (
      <button type="button" className="link-button mt-1 block" onClick={() => setOpen(true)}>
        {m.tutoring.answers.report.button}
      </button>
    );
  return (
    <form
      className="mt-2 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!report.isPending) report.mutate({ requestId, commentId, note: note.trim() });
      }}
    >
      <p>{m.tutoring.answers.report.intro}</p>
      <div className="field">
        <label htmlFor={noteId}>{m.tutoring.answers.report.note}</label>
        <textarea
          id={noteId}
          className="input"
          rows={2}
          dir="auto"
          maxLength={TUTOR_RULES.reportNoteMax}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {report.isError ? (
        <p role="alert" className="notice notice-error">
          {failure(report.error, m.tutoring.answers.actionFailed)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={report.isPending}>
          {m.tutoring.answers.report.send}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
          {m.tutoring.answers.report.cancel}
        </button>
      </div>
    </form>
  );
}
