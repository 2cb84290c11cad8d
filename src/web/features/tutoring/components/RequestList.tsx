import { Link } from 'wouter';
import type { LearnerTutorRequest, TutorRequestStatus } from '#src/domain/tutoring.ts';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { answerAddress } from '../addresses.ts';

/**
 * The learner's texts sent to tutors, newest first, each with where it stands; an answered one opens its answer
 * ('New' until it was opened once). A waiting one is withdrawn on the writing page, where it was asked.
 */
export function RequestList({ requests }: { requests: LearnerTutorRequest[] }) {
  const m = useMessages(tutoringText);
  const f = useFormat();
  return (
    <ul className="mt-3 flex flex-col gap-3">
      {requests.map((r) => (
        <li key={r.id} className="tile flex flex-col items-start gap-1">
          <p className="text-lg font-bold" lang="en" dir="ltr">
            {r.taskTitle}
          </p>
          <p className="text-muted">{format(m.tutoring.answers.sentOn, { date: f.date(r.createdAt) })}</p>
          <Status status={r.status} unread={r.status === 'answered' && !r.seen} />
          {r.status === 'answered' ? (
            <Link to={answerAddress(r.id)} className="btn btn-secondary">
              {m.tutoring.answers.open}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Where a text stands, and 'New' on an answer not opened yet. */
function Status({ status, unread }: { status: TutorRequestStatus; unread: boolean }) {
  const m = useMessages(tutoringText);
  return (
    <p>
      <span className="font-semibold">{m.tutoring.answers.status[status]}</span>
      {unread ? <strong className="ms-2 rounded bg-raised px-2 text-brand">{m.tutoring.answers.unread}</strong> : null}
    </p>
  );
}
