import { useMemo } from 'react';
import { Link } from 'wouter';
import { TOPICS } from '#src/domain/enums.ts';
import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { TopicArt } from '#src/web/components/art/Art.tsx';
import { hubText } from '#src/web/i18n/en/hub.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { lastPractice } from '#src/web/lib/last-practice.ts';
import { levelLabel, SavedMark, useSavedOffline } from '../reading/index.ts';

/**
 * The Hub's one primary action: the passage or task the learner
 * last opened on this device, else a story at their level on a recommended topic.
 * The server draws the same markup into the Hub's page (src/server/features/site/hub-first-paint.ts): a change here
 * is made there too.
 */
export function ContinueCard({ userId, data }: { userId: string; data: ProfileResponse | undefined }) {
  const m = useMessages(hubText);
  // Read before the first render: the Hub's page came with this card drawn from the same cookie
  // (src/server/features/site/hub-first-paint.ts), and its first render must show what that copy showed.
  const last = useMemo(() => lastPractice(userId), [userId]);

  const adaptive = data?.profile.preferences.adaptiveDifficulty;
  const level = adaptive?.recommendedLevel ?? data?.profile.preferences.preferredReadingLevel ?? 'early-learner';
  const lastQuery = new URLSearchParams(last?.path.split('?')[1]);
  const lastTopic = lastQuery.get('topic');
  const lastStory = last?.kind === 'reading' ? lastQuery.get('key') : null;
  const saved = useSavedOffline(lastStory ? [lastStory] : []);
  const recommended = adaptive?.recommendedTopics[0] ?? 'daily-life';
  const topic = TOPICS.find((t) => t === lastTopic) ?? recommended;
  const to = last?.path ?? `/reading?${new URLSearchParams({ level, topic: recommended })}`;
  const title = last ? last.title : format(m.hub.continue.suggested, { topic: m.topics[recommended] });
  const detail = last
    ? last.kind === 'reading'
      ? m.hub.continue.reading
      : m.hub.continue.writing
    : levelLabel(m, level);

  return (
    <section aria-labelledby="continue-title" className="continue-card">
      <TopicArt topic={topic} className="continue-art" />
      <div className="min-w-0">
        <h2 id="continue-title" className="text-muted font-semibold">
          {last ? m.hub.continue.title : m.hub.continue.next}
        </h2>
        <p className="mt-1 text-xl font-bold md:text-2xl">
          {/* The last story's or task's own title is English; isolated, it keeps its direction. */}
          <bdi lang={last ? 'en' : undefined}>{title}</bdi>
        </p>
        {lastStory && saved.has(lastStory) ? (
          <p>
            <SavedMark />
          </p>
        ) : null}
        <p className="text-muted">{detail}</p>
        <Link to={to} className="btn btn-primary btn-large mt-4">
          {last ? m.hub.continue.button : m.hub.continue.start}
        </Link>
      </div>
    </section>
  );
}
