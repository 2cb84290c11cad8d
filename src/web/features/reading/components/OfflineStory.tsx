// Offline, a story this phone does not hold cannot open: say so, and offer
// the stories it does hold, instead of a "try again" that can never work.
import { Link } from 'wouter';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { levelLabel } from '../level-label.ts';
import { useSavedStories } from '../saved-offline.ts';

export function OfflineStory() {
  const m = useMessages(readingText);
  const saved = useSavedStories(true);
  const stories = saved.data ?? [];
  return (
    <section aria-labelledby="offline-story-title" className="notice notice-info mt-4">
      <h2 id="offline-story-title" className="text-xl font-bold">
        {m.reading.offlineTitle}
      </h2>
      <p role="alert" className="mt-1">
        {m.reading.offlineNotSaved}
      </p>
      {saved.isSuccess ? (
        stories.length > 0 ? (
          <>
            <h3 className="mt-3 font-semibold">{m.reading.savedStories}</h3>
            <ul className="mt-2 flex flex-col gap-2">
              {stories.map((story) => (
                <li key={story.key}>
                  <Link
                    className="link"
                    to={`/reading?${new URLSearchParams({ level: story.level, topic: story.topic, key: story.key })}`}
                  >
                    <bdi lang="en">{story.title}</bdi>
                  </Link>{' '}
                  <span className="text-muted">· {levelLabel(m, story.level)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2">{m.reading.noSavedStories}</p>
        )
      ) : null}
    </section>
  );
}
