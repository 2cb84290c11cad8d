/** Latency summary in milliseconds. */
export function percentiles(samples: number[]): { p50: number; p99: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), mean: sorted.reduce((s, x) => s + x, 0) / (sorted.length || 1) };
}

export const ms = (n: number) => `${n.toFixed(3)} ms`;

export async function time<T>(fn: () => Promise<T>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}
