import { useDeferredValue, useState } from 'react';
import { Link } from 'wouter';
import { READING_LEVELS, TOPICS, WRITING_MODES } from '#src/domain/enums.ts';
import { Icon } from '#src/web/components/Icon.tsx';
import { Spinner } from '#src/web/components/Spinner.tsx';
import { hubText } from '#src/web/i18n/en/hub.ts';
import { placementText } from '#src/web/i18n/en/placement.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { useCapabilities } from '#src/web/lib/capabilities.ts';
import { askEarly } from '#src/web/lib/early-answers.ts';
import { useSignedInUser, whenSignedIn } from '#src/web/lib/session.tsx';
import { useAskSignOut } from '#src/web/lib/sign-out.tsx';
import { usePageTitle } from '#src/web/lib/use-page-title.ts';
import { settled, usePlaced } from '#src/web/lib/use-placed.ts';
import { ProgressDialog, profilePath, savedProfile, useProfile } from '../progress/index.ts';
import { TutorAnsweredCard } from '../tutoring/index.ts';
import { MyWords, useWords } from '../words/index.ts';
import { ContinueCard } from './ContinueCard.tsx';
import { TodayStrip } from './TodayStrip.tsx';
import { XpGuide } from './XpGuide.tsx';

/**
 * Opened at the Hub's address, the learner's progress is asked as soon as the learner is known (the page says, or
 * the session's answer), with the Hub's code instead of after its first render (lib/early-answers.ts).
 */
export function askEarlyForProgress() {
  if (window.location.pathname === '/dashboard') whenSignedIn((user) => askEarly(profilePath(user.userId)));
}

/**
 * The Learning Hub (SPEC §2 Dashboard), starting with today:
 * streak, goal, XP and level, then one primary action (Continue), then the
 * reading and writing entries and the words due. The account's export and
 * deletion live in Settings.
 */
export default function DashboardPage() {
  const m = useMessages(hubText, placementText);
  const user = useSignedInUser();
  const askSignOut = useAskSignOut();
  const profile = useProfile(user?.userId ?? '', !!user);
  const [progressOpen, setProgressOpen] = useState(false);
  const capabilities = useCapabilities().data;
  usePageTitle(m.titles.dashboard);
  // The streak, the goal, what to continue and the placement offer all come with the profile, and their
  // sizes with them: the Hub is drawn once it has answered (or failed, or waits for a connection), so nothing moves.
  // Drawn as a transition React renders in slices, not in the one task of the answer's arrival (issue 34).
  const placed = usePlaced(useDeferredValue(settled(profile)));
  useWords(user?.userId ?? '', !!user); // asked with the profile, not once My words is drawn
  if (!user) return null;
  // From the heading to the level-check note, the server draws the same markup into the Hub's page before this code
  // arrives (src/server/features/site/hub-first-paint.ts): a change here is made there too.
  const heading = (
    <h1 className="text-2xl font-bold sm:text-3xl">
      {m.nav.welcome} <bdi>{user.name}</bdi>
    </h1>
  );
  if (!placed)
    return (
      <div className="page-width py-4 sm:py-8">
        {heading}
        <Spinner />
      </div>
    );

  // With no answer from the server, the last progress this device saw (SPEC §8: warnings only).
  const data = profile.data ?? (profile.isError ? savedProfile(user.userId)?.profile : undefined);
  const notPlaced = data?.profile.preferences.placedAt === null;
  const stats = [
    { value: String(TOPICS.length), label: m.hub.stats.topics },
    { value: String(READING_LEVELS.length), label: m.hub.stats.levels },
    { value: String(WRITING_MODES.length), label: m.hub.stats.modes },
    // 'Unlimited' only where an AI service writes new stories; else the library's real size.
    capabilities?.ai
      ? { value: m.hub.stats.unlimited, label: m.hub.stats.content }
      : { value: capabilities ? String(capabilities.libraryStories) : '…', label: m.hub.stats.stories },
  ];

  return (
    // data-page-drawn: the Hub sent with the page (src/server/features/site/hub-first-paint.ts) gives way to this.
    <div className="page-width py-4 sm:py-8" data-page-drawn>
      {heading}
      <TodayStrip data={data} />
      <ContinueCard userId={user.userId} data={data} />
      {/* After today's practice on a phone's first screen, not before it. */}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-secondary" onClick={() => setProgressOpen(true)}>
          {m.hub.profileButton}
        </button>
        <button type="button" className="btn btn-secondary" onClick={askSignOut}>
          {m.dashboard.logout}
        </button>
      </div>

      {notPlaced ? (
        <p className="hub-note mt-4">
          {m.hub.placementOffer}{' '}
          <Link to="/welcome" className="link">
            {m.placement.again}
          </Link>
        </p>
      ) : null}

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {[
          { to: '/reading', icon: 'book' as const, title: m.hub.readingTitle, text: m.hub.readingText },
          { to: '/writing', icon: 'pen' as const, title: m.hub.writingTitle, text: m.hub.writingText },
        ].map((card) => (
          <Link key={card.to} to={card.to} className="practice-card practice-card-row">
            <span className="card-icon">
              <Icon name={card.icon} />
            </span>
            <span>
              <span className="block text-xl font-bold">{card.title}</span>
              <span className="block">{card.text}</span>
            </span>
          </Link>
        ))}
      </div>

      {/* Asked once the Hub is drawn, and below its first screen's cards, so its arrival moves nothing above it. */}
      <TutorAnsweredCard userId={user.userId} />
      <MyWords userId={user.userId} />

      <section aria-labelledby="stats-title" className="mt-10">
        <h2 id="stats-title" className="text-2xl font-bold">
          {m.hub.statsTitle}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
          {stats.map((s) => (
            <li key={s.label}>
              <span className="text-2xl font-bold text-brand">{s.value}</span> {s.label}
            </li>
          ))}
        </ul>
        <ul className="mt-4 list-disc space-y-1 ps-6">
          {m.hub.blurbs.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>

      <XpGuide />
      <ProgressDialog userId={user.userId} open={progressOpen} onClose={() => setProgressOpen(false)} />
    </div>
  );
}
