import { useEffect } from 'react';
import { Link } from 'wouter';
import { READING_LEVELS_BY_DIFFICULTY, TOPICS } from '#src/domain/enums.ts';
import { LevelArt, TopicArt } from '#src/web/components/art/Art.tsx';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { part, withQueries } from '#src/web/lazy-part.tsx';
import { usePageTitle } from '#src/web/lib/use-page-title.ts';
import { levelLabel } from './level-label.ts';
import { useReadingState } from './url-state.ts';

/**
 * The passage screen reads answers (zod, the query client) and holds most of
 * the page's code: it loads once a level is chosen, while the learner picks a
 * topic, so the level choice shows as soon as the session is known.
 */
const passageScreen = part(
  [],
  withQueries(() => import('./components/PassageScreen.tsx').then((m) => m.PassageScreen)),
);

/**
 * Opened at a story's address (a level chosen): the passage screen's code is
 * fetched with this page's (lazy-parts.ts), while the session is checked, not
 * after this page first renders.
 */
export function preloadForAddress(search: string) {
  if (new URLSearchParams(search).has('level')) passageScreen.preload().catch(() => undefined);
}

/** SPEC §2 Reading screen: level, then topic, then the passage. */
export default function ReadingPage() {
  const m = useMessages(readingText);
  const [state, update] = useReadingState();
  usePageTitle(m.titles.reading);
  const levelChosen = state.level !== null;
  useEffect(() => {
    if (levelChosen) passageScreen.preload().catch(() => undefined); // offline: tried again when shown
  }, [levelChosen]);

  if (!state.level) {
    return (
      <div className="page-width py-10">
        <Link to="/dashboard" className="link">
          <span aria-hidden="true" className="pointing">
            ←
          </span>{' '}
          {m.nav.backToHub}
        </Link>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{m.reading.chooseLevel}</h1>
        <p className="mt-2 text-lg">{m.reading.chooseLevelIntro}</p>
        <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
          {READING_LEVELS_BY_DIFFICULTY.map((level) => (
            <li key={level}>
              <button type="button" className="choice choice-picture" onClick={() => update({ level })}>
                <LevelArt level={level} className="choice-art" />
                <span className="min-w-0">
                  <span className="block text-xl font-bold">{levelLabel(m, level)}</span>
                  <span className="block">{m.levelInfo[level]}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (!state.topic) {
    return (
      <div className="page-width py-10">
        <button type="button" className="link-button" onClick={() => update({ level: null })}>
          <span aria-hidden="true" className="pointing">
            ←
          </span>{' '}
          {m.reading.backToLevels}
        </button>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{m.reading.chooseTopic}</h1>
        <p className="mt-2 text-lg">{levelLabel(m, state.level)}</p>
        <ul className="topic-grid mt-6 grid gap-4">
          {TOPICS.map((topic) => (
            <li key={topic}>
              <button type="button" className="choice choice-small choice-topic" onClick={() => update({ topic })}>
                <TopicArt topic={topic} className="choice-topic-art" />
                <span className="text-lg font-bold">{m.topics[topic]}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return <passageScreen.Component state={{ ...state, level: state.level, topic: state.topic }} update={update} />;
}
