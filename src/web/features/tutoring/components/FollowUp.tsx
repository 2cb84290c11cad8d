import { useId, useState } from 'react';
import { followUpRequestSchema, type LearnerTutorRequest, TUTOR_RULES } from '#src/domain/tutoring.ts';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { useAskFollowUp } from '../api/ask-follow-up.ts';

/**
 * One more question about a tutor's answer, once: a button that opens a short form; once asked, the question and,
 * when it comes, the tutor's reply (as the tutor wrote it, in any language).
 */
export function FollowUp({ request }: { request: LearnerTutorRequest }) {
  const m = useMessages(tutoringText);
  const user = useSignedInUser();
  const { failure, shown } = useServerText();
  const ask = useAskFollowUp(user?.userId ?? '');
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const questionId = useId();
  const followUp = request.answer?.followUp ?? null;

  if (followUp)
    return (
      <section aria-labelledby={questionId} className="mt-6">
        <h3 id={questionId} className="text-lg font-bold">
          {m.tutoring.answers.followUp.asked}
        </h3>
        <p className="whitespace-pre-line break-words" dir="auto">
          {followUp.question}
        </p>
        {followUp.reply === null ? (
          <p className="mt-2 text-muted">{m.tutoring.answers.followUp.waiting}</p>
        ) : (
          <>
            <h3 className="mt-3 text-lg font-bold">{m.tutoring.answers.followUp.reply}</h3>
            <p className="whitespace-pre-line break-words" dir="auto">
              {followUp.reply}
            </p>
          </>
        )}
      </section>
    );

  if (!open)
    return (
      <p className="mt-6">
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
          {m.tutoring.answers.followUp.title}
        </button>
      </p>
    );

  return (
    <form
      className="mt-6 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (ask.isPending) return;
        const checked = followUpRequestSchema.safeParse({ question });
        if (!checked.success) {
          setProblem(shown(checked.error.issues[0]?.message ?? ''));
          return;
        }
        setProblem(null);
        ask.mutate(
          { requestId: request.id, question: checked.data.question },
          { onError: (error) => setProblem(failure(error, m.tutoring.answers.actionFailed)) },
        );
      }}
    >
      <h3 className="text-lg font-bold">{m.tutoring.answers.followUp.title}</h3>
      <p>{m.tutoring.answers.followUp.intro}</p>
      <div className="field">
        <label htmlFor={questionId}>{m.tutoring.answers.followUp.label}</label>
        <textarea
          id={questionId}
          className="input"
          rows={3}
          dir="auto"
          maxLength={TUTOR_RULES.questionMax}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </div>
      {problem ? (
        <p role="alert" className="notice notice-error">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary self-start" disabled={ask.isPending}>
        {m.tutoring.answers.followUp.send}
      </button>
    </form>
  );
}
