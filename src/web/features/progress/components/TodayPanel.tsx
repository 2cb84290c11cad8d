import type { Summary } from '#src/domain/progress.ts';
import { hubText } from '#src/web/i18n/en/hub.ts';
import { progressText } from '#src/web/i18n/en/progress.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { challengeNames } from '#src/web/i18n/progress-names.ts';

export function TodayPanel({ summary, goal }: { summary: Summary; goal: number }) {
  const m = useMessages(progressText, hubText);
  const f = useFormat();
  const time = (iso: string) => f.date(iso, { hour: 'numeric', minute: '2-digit' });
  return (
    <section aria-labelledby="today-title">
      <h3 id="today-title" className="text-xl font-bold">
        {m.progress.todayTitle}
      </h3>
      <p className="mt-2">{format(m.progress.goal, { minutes: Math.min(summary.today.minutes, goal), goal })}</p>
      <progress
        className="bar"
        max={goal}
        value={Math.min(summary.today.minutes, goal)}
        aria-label={m.progress.goalBar}
      />
      <ul className="mt-4 grid gap-3 md:grid-cols-3">
        {summary.today.challenges.map((c) => {
          const names = challengeNames(m, c);
          return (
            <li key={c.id} className="tile">
              <p className="font-semibold">
                <bdi lang={names.lang}>{names.title}</bdi>{' '}
                <span className="text-muted">· {format(m.hub.today.xp, { points: c.points })}</span>
              </p>
              <p className="text-sm" lang={names.lang} dir="auto">
                {names.description}
              </p>
              <progress className="bar mt-2" max={c.targetValue} value={c.currentValue} aria-label={names.title} />
              <p className="text-sm">
                {c.completed
                  ? m.progress.challengeDone
                  : format(m.progress.challengeLeft, { current: c.currentValue, target: c.targetValue })}
                {' · '}
                <span className="text-muted">{format(m.progress.ends, { time: time(c.expiresAt) })}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
