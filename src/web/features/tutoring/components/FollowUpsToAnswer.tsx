import { useId, useState } from 'react';
import { followUpReplySchema, TUTOR_RULES, type TutorRequest } from '#src/domain/tutoring.ts';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSendReply } from '../api/send-reply.ts';

/** The follow-up questions learners asked about this tutor's answers, each with a reply field and Send. */
export function FollowUpsToAnswer({ requests }: { requests: TutorRequest[] }) {
  const m = useMessages(tutoringText);
  const t = m.tutoring.tutor.followUps;
  const [sent, setSent] = useState(false);
  if (requests.length === 0 && !sent) return null;
  return (
    <section aria-labelledby="follow-ups-title" className="mt-10">
      <h2 id="follow-ups-title" className="text-2xl font-bold">
        {t.title}
      </h2>
      <div role="status">{sent ? <p className="notice notice-info mt-3">{t.sent}</p> : null}</div>
      {requests.length ? <p className="mt-2">{t.intro}</p> : null}
      <ul className="mt-3 flex flex-col gap-4">
        {requests.map((r) => (
          <li key={r.id} className="tile">
            <ReplyForm request={r} onSent={() => setSent(true)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReplyForm({ request, onSent }: { request: TutorRequest; onSent: () => void }) {
  const m = useMessages(tutoringText);
  const t = m.tutoring.tutor.followUps;
  const { failure, shown } = useServerText();
  const send = useSendReply();
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const replyId = useId();
  const answer = request.answer;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (send.isPending) return;
        const checked = followUpReplySchema.safeParse({ reply });
        if (!checked.success) {
          setProblem(shown(checked.error.issues[0]?.message ?? ''));
          return;
        }
        setProblem(null);
        send.mutate(
          { requestId: request.id, reply: checked.data.reply },
          { onSuccess: onSent, onError: (error) => setProblem(failure(error, m.tutoring.answers.actionFailed)) },
        );
      }}
    >
      <p className="text-lg font-bold" lang="en" dir="ltr">
        {request.taskTitle}
      </p>
      <p>
        <bdi>{request.learnerName}</bdi>
      </p>
      {answer ? (
        <details>
          <summary>{t.yourAnswer}</summary>
          <p className="mt-1 whitespace-pre-line break-words" dir="auto">
            {answer.wentWell}
          </p>
          <p className="mt-1 whitespace-pre-line break-words" dir="auto">
            {answer.toPractise}
          </p>
        </details>
      ) : null}
      <p className="font-semibold">{t.question}</p>
      <p className="question whitespace-pre-line break-words" dir="auto">
        {answer?.followUp?.question}
      </p>
      <div className="field">
        <label htmlFor={replyId}>{t.reply}</label>
        <textarea
          id={replyId}
          className="input"
          rows={3}
          dir="auto"
          maxLength={TUTOR_RULES.replyMax}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
        />
      </div>
      {problem ? (
        <p role="alert" className="notice notice-error">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-secondary self-start" disabled={send.isPending}>
        {t.send}
      </button>
    </form>
  );
}
