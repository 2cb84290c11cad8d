import type { Summary } from '#src/domain/progress.ts';
import { progressText } from '#src/web/i18n/en/progress.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';

const WIDTH = 320;
const HEIGHT = 120;

function Bars({ label, values, dates }: { label: string; values: number[]; dates: string[] }) {
  const m = useMessages(progressText);
  const f = useFormat();
  // Week starts are calendar dates (YYYY-MM-DD): read and shown in UTC so no time zone moves the day.
  const day = (date: string | undefined, style: Intl.DateTimeFormatOptions) =>
    date ? f.date(`${date}T00:00:00Z`, { ...style, timeZone: 'UTC' }) : '';
  const max = Math.max(1, ...values);
  const step = WIDTH / values.length;
  return (
    <figure className="chart">
      <figcaption className="font-semibold">{label}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        role="img"
        aria-label={format(m.labelled, {
          label,
          value: f.list(
            values.map((v) => f.number(v)),
            'unit',
          ),
        })}
      >
        {values.map((v, i) => {
          const h = Math.round((v / max) * HEIGHT);
          return (
            <g key={dates[i]}>
              <title>
                {format(m.labelled, {
                  label: format(m.progress.weekOf, { date: day(dates[i], { dateStyle: 'long' }) }),
                  value: f.number(v),
                })}
              </title>
              <rect
                x={i * step + 4}
                y={HEIGHT - h}
                width={step - 8}
                height={Math.max(h, 1)}
                rx="3"
                className="chart-bar"
              />
              <text x={i * step + step / 2} y={HEIGHT + 14} textAnchor="middle" className="chart-label">
                {day(dates[i], { month: 'numeric', day: 'numeric' })}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** The last 8 weeks (from Sunday) as bar charts, not a table. */
export function WeeklyChart({ weeks }: { weeks: Summary['weekly'] }) {
  const m = useMessages(progressText);
  const dates = weeks.map((w) => w.weekStart);
  return (
    <section aria-labelledby="weekly-title">
      <h3 id="weekly-title" className="text-xl font-bold">
        {m.progress.weeklyTitle}
      </h3>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <Bars label={m.progress.weeklyMinutes} values={weeks.map((w) => w.minutes)} dates={dates} />
        <Bars label={m.progress.weeklyWords} values={weeks.map((w) => w.words)} dates={dates} />
      </div>
    </section>
  );
}
