import { useId, useState } from 'react';
import { TUTOR_MESSAGES, TUTOR_RULES } from '#src/domain/tutoring.ts';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';

/**
 * The small form for one comment on the marked words: a short note, and a better wording if the tutor has one.
 * Used to add a comment and to edit one.
 */
export function CommentForm({
  words,
  initial,
  editing,
  onSave,
  onCancel,
}: {
  /** The marked words, quoted above the form. */
  words: string;
  initial?: { note: string; rewrite: string };
  editing: boolean;
  onSave: (comment: { note: string; rewrite: string }) => void;
  onCancel: () => void;
}) {
  const m = useMessages(tutoringText);
  const { shown } = useServerText();
  const t = m.tutoring.tutor.held;
  const [note, setNote] = useState(initial?.note ?? '');
  const [rewrite, setRewrite] = useState(initial?.rewrite ?? '');
  const [empty, setEmpty] = useState(false);
  const titleId = useId();
  const noteId = useId();
  const rewriteId = useId();
  return (
    <form
      aria-labelledby={titleId}
      className="tile mt-3 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!note.trim()) {
          setEmpty(true);
          return;
        }
        onSave({ note, rewrite });
      }}
    >
      <p id={titleId} className="font-bold">
        {format(t.commentOn, { words })}
      </p>
      <div className="field">
        <label htmlFor={noteId}>{t.note}</label>
        {/* The tutor writes in whatever language helps the learner most: the direction follows the words. */}
        <textarea
          id={noteId}
          className="input"
          rows={2}
          dir="auto"
          maxLength={TUTOR_RULES.commentMax}
          aria-invalid={empty || undefined}
          // biome-ignore lint/a11y/noAutofocus: the form opens because the tutor asked for it, to write in it at once
          autoFocus
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setEmpty(false);
          }}
        />
        {empty ? (
          <p role="alert" className="field-error">
            {shown(TUTOR_MESSAGES.commentEmpty)}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={rewriteId}>{t.rewrite}</label>
        <input
          id={rewriteId}
          className="input"
          dir="auto"
          maxLength={TUTOR_RULES.commentMax}
          value={rewrite}
          onChange={(e) => setRewrite(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          {editing ? t.save : t.add}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
