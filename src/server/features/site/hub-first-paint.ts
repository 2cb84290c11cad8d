// The Hub's first screen, written into the page the server sends (issue 34), as the Hub's code draws it from the
// same answer (src/web/features/dashboard: DashboardPage.tsx, TodayStrip.tsx, ContinueCard.tsx): the greeting,
// today's streak, goal, XP and level, and the one thing to do next. Same elements, same classes, same words, so
// the learner's day shows at the first paint and nothing moves when the code takes over (first-paint.ts). What
// comes below it on the Hub (the practice cards, the words due, the stats) arrives with the code.
import type { InterfaceLanguage } from '#src/domain/display-options.ts';
import { TOPICS } from '#src/domain/enums.ts';
import type { FirstPaintPictures, FirstPaintWords } from '#src/domain/first-paint.ts';
import type { LastPractice } from '#src/domain/last-practice.ts';
import { format, formatCount } from '#src/domain/message-format.ts';
import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { escapeHtml, unseen } from './html.ts';

/** What the Hub shows first: the learner's progress as GET /profile answers it, and this device's last practice. */
export type HubPage = { learnerName: string; profile: ProfileResponse; last: LastPractice | null };

const FALLBACK_ICON = 'star';

function todayStripHtml(
  language: InterfaceLanguage,
  words: FirstPaintWords,
  icons: FirstPaintPictures['icons'],
  profile: ProfileResponse,
) {
  const { hub } = words;
  const { summary } = profile;
  const goal = profile.profile.preferences.dailyGoalMinutes ?? 0;
  const minutes = Math.min(Math.round(summary.today.minutes), goal);
  const streak = summary.streaks.current;
  // After today's practice the streak is safe until tomorrow: no 'practise today' then.
  const practisedToday = summary.streaks.lastActivityDate === summary.today.date;
  const { level } = summary;
  const levelTitle =
    (Object.hasOwn(hub.levelTitles, String(level.current)) ? hub.levelTitles[String(level.current)] : undefined) ??
    level.title;
  const icon = (name: string) => icons[name] ?? icons[FALLBACK_ICON] ?? '';
  const bar = (max: number, value: number, label: string) =>
    `<progress class="bar" max="${max}" value="${value}" aria-label="${escapeHtml(label)}"></progress>`;
  const tile = (iconName: string, value: string, below: string) =>
    `<li class="today-tile">${icon(iconName)}<span class="today-value">${escapeHtml(value)}</span>${below}</li>`;
  const label = (text: string) => `<span class="today-label">${escapeHtml(text)}</span>`;
  const streakLabel = streak === 0 ? hub.streakStart : practisedToday ? hub.streakKeptToday : hub.streakKeep;
  return (
    `<section aria-label="${escapeHtml(hub.todayTitle)}" class="today-strip"><ul class="today-tiles">` +
    tile(
      'flame',
      streak > 0 ? formatCount(hub.streak, streak, {}, 'count', language) : hub.noStreak,
      label(streakLabel),
    ) +
    tile('check', format(hub.goal, { minutes, goal }), bar(goal || 1, minutes, hub.goalBar)) +
    tile('star', format(hub.xp, { points: summary.points }), label(hub.xpLabel)) +
    tile(
      level.icon,
      format(hub.levelLine, { level: level.current, title: levelTitle }),
      bar(100, level.progressPercent, hub.xpBar),
    ) +
    `</ul></section>`
  );
}

function continueCardHtml(words: FirstPaintWords, topics: FirstPaintPictures['topics'], { profile, last }: HubPage) {
  const { hub } = words;
  const { preferences } = profile.profile;
  const adaptive = preferences.adaptiveDifficulty;
  const level = adaptive?.recommendedLevel ?? preferences.preferredReadingLevel ?? 'early-learner';
  const recommended = adaptive?.recommendedTopics[0] ?? 'daily-life';
  const lastTopic = last ? new URLSearchParams(last.path.split('?')[1]).get('topic') : null;
  const topic = TOPICS.find((t) => t === lastTopic) ?? recommended;
  const to = last?.path ?? `/reading?${new URLSearchParams({ level, topic: recommended })}`;
  const title = last ? last.title : format(hub.suggested, { topic: words.topics[recommended] });
  const detail = last ? (last.kind === 'reading' ? hub.continueReading : hub.continueWriting) : words.levels[level];
  const heading = escapeHtml(last ? hub.continueTitle : hub.continueNext);
  return (
    `<section aria-label="${heading}" class="continue-card">` +
    `${topics[topic]}<div class="min-w-0">` +
    `<h2 class="text-muted font-semibold">${heading}</h2>` +
    // The last story's or task's own title is English; isolated, it keeps its direction.
    `<p class="mt-1 text-xl font-bold md:text-2xl"><bdi${last ? ' lang="en"' : ''}>${escapeHtml(title)}</bdi></p>` +
    `<p class="text-muted">${escapeHtml(detail)}</p>` +
    `<a href="${escapeHtml(to)}" class="btn btn-primary btn-large mt-4">${escapeHtml(last ? hub.continueButton : hub.continueStart)}</a>` +
    `</div></section>`
  );
}

/** The Hub's first screen for this learner, in the page's language. */
export function hubHtml(
  language: InterfaceLanguage,
  words: FirstPaintWords,
  pictures: FirstPaintPictures,
  page: HubPage,
): string {
  const { hub } = words;
  const notPlaced = page.profile.profile.preferences.placedAt === null;
  return (
    `<div class="page-width py-4 sm:py-8">` +
    `<h1 class="text-2xl font-bold sm:text-3xl">${escapeHtml(words.nav.welcome)} <bdi>${escapeHtml(page.learnerName)}</bdi></h1>` +
    todayStripHtml(language, words, pictures.icons, page.profile) +
    continueCardHtml(words, pictures.topics, page) +
    // Buttons do nothing before the code: they hold their places, unseen.
    `<div class="mt-4 flex flex-wrap gap-2">${unseen('btn btn-secondary', escapeHtml(hub.profileButton))}` +
    `${unseen('btn btn-secondary', escapeHtml(hub.signOut))}</div>` +
    (notPlaced
      ? `<p class="hub-note mt-4">${escapeHtml(hub.placementOffer)} <a href="/welcome" class="link">${escapeHtml(hub.placementAgain)}</a></p>`
      : '') +
    `</div>`
  );
}
