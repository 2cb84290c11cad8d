import { useState } from 'react';
import { Link } from 'wouter';
import type { QueueQuery } from '#src/domain/tutoring.ts';
import { Spinner } from '#src/web/components/Spinner.tsx';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { usePageTitle } from '#src/web/lib/use-page-title.ts';
import { useTutorQueue } from './api/get-queue.ts';
import { FollowUpsToAnswer } from './components/FollowUpsToAnswer.tsx';
import { HeldText } from './components/HeldText.tsx';
import { QueueView } from './components/QueueView.tsx';

/**
 * /tutor (decision 038): a volunteer tutor's page. With no text held, the counts, the filters and the texts
 * waiting; with one held, that text and the answer being written. Below, the follow-up questions to answer.
 * A learner who is not a tutor (or whose role is paused) is told so in the server's words.
 */
export default function TutorPage() {
  const m = useMessages(tutoringText);
  const t = m.tutoring.tutor;
  usePageTitle(m.tutoring.titles.tutor);
  const user = useSignedInUser();
  const { failure } = useServerText();
  const [filters, setFilters] = useState<QueueQuery>({});
  const queue = useTutorQueue(filters, !!user);
  const [sent, setSent] = useState(false);
  if (!user) return null;
  const data = queue.data;
  return (
    <div className="page-width py-8">
      <Link to="/dashboard" className="link">
        <span aria-hidden="true" className="pointing">
          ←
        </span>{' '}
        {m.nav.backToHub}
      </Link>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t.title}</h1>
      <p className="mt-2 text-lg">{t.intro}</p>
      <div role="status">
        {sent && !data?.claimed ? <p className="notice notice-info mt-4">{t.held.sent}</p> : null}
      </div>
      {queue.isPending ? <Spinner /> : null}
      {queue.isError && !data ? (
        <p role="alert" className="notice notice-error mt-4">
          {failure(queue.error, t.loadFailed)}
        </p>
      ) : null}
      {data?.claimed ? (
        <HeldText key={data.claimed.id} request={data.claimed} userId={user.userId} onSent={() => setSent(true)} />
      ) : data ? (
        <QueueView
          queue={data}
          filters={filters}
          setFilters={(next) => {
            setSent(false);
            setFilters(next);
          }}
        />
      ) : null}
      {data ? <FollowUpsToAnswer requests={data.followUps} /> : null}
    </div>
  );
}
