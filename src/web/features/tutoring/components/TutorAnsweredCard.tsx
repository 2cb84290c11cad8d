import { Link } from 'wouter';
import { TUTOR_ANSWERS_PATH } from '#src/domain/tutoring.ts';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { answerAddress } from '../addresses.ts';
import { useTutorRequests } from '../api/get-tutor-requests.ts';

/**
 * The Hub's card when a tutor answered a text the learner has not opened yet: one request (the list), made once
 * the Hub is drawn; nothing at all when there is no new answer. One new answer opens at once; several, the list.
 */
export function TutorAnsweredCard({ userId }: { userId: string }) {
  const m = useMessages(tutoringText);
  const requests = useTutorRequests(userId);
  const unseen = requests.data?.requests.filter((r) => r.status === 'answered' && !r.seen) ?? [];
  const [only] = unseen;
  if (!only) return null;
  const to = unseen.length === 1 ? answerAddress(only.id) : TUTOR_ANSWERS_PATH;
  return (
    <section aria-labelledby="tutor-answered-title" className="card mt-6">
      <h2 id="tutor-answered-title" className="text-xl font-bold">
        {m.tutoring.hub.title}
      </h2>
      <p className="mt-2">
        <Link to={to} className="link">
          {unseen.length === 1 ? m.tutoring.hub.link : m.tutoring.hub.linkMany}
        </Link>
      </p>
    </section>
  );
}
