// 'Report a problem' on a passage or a writing task (decision 015): the report is
// stored with the item's key for a volunteer.
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '#src/domain/generation.ts';
import { reportText } from '../i18n/en/report.ts';
import { useMessages } from '../i18n/index.tsx';
import { ApiError, apiFetch } from '../lib/api.ts';
import { Dialog } from './Dialog.tsx';

export function ReportProblem({ itemKey }: { itemKey: string }) {
  const m = useMessages(reportText);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('wrong-answer');
  const [note, setNote] = useState('');
  const noteId = useId();
  const send = useMutation({
    mutationFn: () =>
      apiFetch<{ reported: true }>('/api/content-reports', { body: { key: itemKey, reason, note: note.trim() } }),
  });
  const close = () => {
    setOpen(false);
    send.reset();
    setNote('');
  };
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {m.report.open}
      </button>
      <Dialog open={open} title={m.report.title} onClose={close}>
        {send.isSuccess ? (
          <div className="flex flex-col gap-3">
            <p role="status" className="notice notice-info">
              {m.report.thanks}
            </p>
            <button type="button" className="btn btn-primary self-start" onClick={close}>
              {m.report.done}
            </button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!send.isPending) send.mutate();
            }}
          >
            <p>{m.report.intro}</p>
            <fieldset className="flex flex-col">
              <legend className="font-semibold">{m.report.reason}</legend>
              {REPORT_REASONS.map((r) => (
                // A whole row to tap, at least 44 px high, for fingers on small phones.
                <label key={r} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    className="h-5 w-5"
                    name="reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                  />
                  {m.report.reasons[r]}
                </label>
              ))}
            </fieldset>
            <label className="field" htmlFor={noteId}>
              <span>{m.report.note}</span>
              <textarea
                id={noteId}
                className="input"
                rows={3}
                maxLength={500}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
            {send.isError ? (
              <p role="alert" className="notice notice-error">
                {send.error instanceof ApiError && send.error.status === 429 ? m.report.tooMany : m.report.failed}
              </p>
            ) : null}
            <button type="submit" className="btn btn-primary self-start" disabled={send.isPending}>
              {send.isPending ? m.report.sending : m.report.send}
            </button>
          </form>
        )}
      </Dialog>
    </>
  );
}
