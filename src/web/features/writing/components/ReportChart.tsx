import type { Chart } from '#src/domain/library.ts';

const W = 360;
const H = 180;
const PAD = 24;
const COLORS = ['var(--brand)', 'var(--accent)', '#6d28d9', '#be185d'];

/** Draws a report task's data as the chart it describes; the table beside it carries the same numbers for screen readers. */
export function ReportChart({
  chart,
  type,
}: {
  chart: Chart;
  type: 'bar-chart' | 'line-chart' | 'pie-chart' | 'table';
}) {
  if (type === 'table') return null;
  const max = Math.max(1, ...chart.series.flatMap((s) => s.values));
  const step = (W - PAD) / chart.labels.length;
  const y = (v: number) => H - (v / max) * (H - 10);
  let body: React.ReactNode;
  if (type === 'pie-chart') {
    const values = chart.series[0]?.values ?? [];
    const total = values.reduce((a, b) => a + b, 0) || 1;
    let angle = -Math.PI / 2;
    body = values.map((v, i) => {
      const start = angle;
      angle += (v / total) * 2 * Math.PI;
      const [cx, cy, r] = [W / 2, H / 2 + 10, 80];
      const large = angle - start > Math.PI ? 1 : 0;
      const d = `M${cx},${cy} L${cx + r * Math.cos(start)},${cy + r * Math.sin(start)} A${r},${r} 0 ${large} 1 ${cx + r * Math.cos(angle)},${cy + r * Math.sin(angle)} Z`;
      return <path key={chart.labels[i]} d={d} fill={COLORS[i % COLORS.length]} stroke="var(--surface-raised)" />;
    });
  } else if (type === 'line-chart') {
    body = chart.series.map((s, k) => (
      <polyline
        key={s.name}
        fill="none"
        stroke={COLORS[k % COLORS.length]}
        strokeWidth="3"
        points={s.values.map((v, i) => `${PAD + i * step + step / 2},${y(v)}`).join(' ')}
      />
    ));
  } else {
    const bar = (step - 8) / chart.series.length;
    body = chart.series.flatMap((s, k) =>
      s.values.map((v, i) => (
        <rect
          key={`${s.name}-${chart.labels[i]}`}
          x={PAD + i * step + 4 + k * bar}
          y={y(v)}
          width={bar - 2}
          height={H - y(v)}
          fill={COLORS[k % COLORS.length]}
        />
      )),
    );
  }
  const legend = type === 'pie-chart' ? chart.labels : chart.series.map((s) => s.name);
  return (
    <figure className="chart report-chart mt-4" aria-hidden="true">
      <svg viewBox={`0 0 ${W} ${H + 24}`}>
        {body}
        {type !== 'pie-chart'
          ? chart.labels.map((l, i) => (
              <text key={l} x={PAD + i * step + step / 2} y={H + 16} textAnchor="middle" className="chart-label">
                {l}
              </text>
            ))
          : null}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm">
        {legend.map((name, i) => (
          <li key={name} className="flex items-center gap-2">
            <svg className="swatch" width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" fill={COLORS[i % COLORS.length]} />
            </svg>
            {name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
