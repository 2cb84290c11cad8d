import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { Icon } from '#src/web/components/Icon.tsx';
import { hubText } from '#src/web/i18n/en/hub.ts';
import { progressText } from '#src/web/i18n/en/progress.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { levelTitle } from '#src/web/i18n/progress-names.ts';

/**
 * The Hub's first line: streak, today's goal, XP and level, from the learner's real practice. The server draws the
 * same markup into the Hub's page before this code arrives (src/server/features/site/hub-first-paint.ts): a change
 * here is made there too (tests/e2e/progress.spec.ts checks that nothing moves).
 */
export function TodayStrip({ data }: { data: ProfileResponse | undefined }) {
  const m = useMessages(hubText, progressText);
  const f = useFormat();
  const summary = data?.summary;
  const goal = data?.profile.preferences.dailyGoalMinutes ?? 0;
  const minutes = Math.min(Math.round(summary?.today.minutes ?? 0), goal);
  const streak = summary?.streaks.current ?? 0;
  // After today's practice the streak is safe until tomorrow: no 'practise today' then.
  const practisedToday = !!summary && summary.streaks.lastActivityDate === summary.today.date;
  const level = summary?.level;
  const blank = '…';
  return (
    <section aria-labelledby="today-strip-title" className="today-strip">
      <h2 id="today-strip-title" className="sr-only">
        {m.hub.today.title}
      </h2>
      <ul className="today-tiles">
        <li className="today-tile">
          <Icon name="flame" className="today-icon" />
          <span className="today-value">
            {summary ? (streak > 0 ? f.count(m.hub.today.streak, streak) : m.hub.today.noStreak) : blank}
          </span>
          <span className="today-label">
            {streak === 0
              ? m.hub.today.streakStart
              : practisedToday
                ? m.hub.today.streakKeptToday
                : m.hub.today.streakKeep}
          </span>
        </li>
        <li className="today-tile">
          <Icon name="check" className="today-icon" />
          <span className="today-value">{summary ? format(m.hub.today.goal, { minutes, goal }) : blank}</span>
          <progress className="bar" max={goal || 1} value={minutes} aria-label={m.progress.goalBar} />
        </li>
        <li className="today-tile">
          <Icon name="star" className="today-icon" />
          <span className="today-value">{summary ? format(m.hub.today.xp, { points: summary.points }) : blank}</span>
          <span className="today-label">{m.hub.today.xpLabel}</span>
        </li>
        <li className="today-tile">
          <Icon name={level?.icon ?? 'seedling'} className="today-icon" />
          <span className="today-value">
            {level ? format(m.progress.levelLine, { level: level.current, title: levelTitle(m, level) }) : blank}
          </span>
          {level ? (
            <progress className="bar" max={100} value={level.progressPercent} aria-label={m.progress.xpBar} />
          ) : null}
        </li>
      </ul>
    </section>
  );
}
