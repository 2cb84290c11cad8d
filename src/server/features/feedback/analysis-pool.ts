// Writing analysis off the event loop: a small pool of worker threads, each
// with its own warm harper.js (~400 MB), behind a bounded queue. When the
// queue is full the learner is told to try again in a few seconds (503 with
// retryAfter) instead of everyone waiting behind one heavy request.
import { Piscina } from 'piscina';
import { busyError } from '../../http/errors.ts';
import type { Analysis, analyseWriting } from './analyse.ts';

export type AnalysisInput = Parameters<typeof analyseWriting>[0];
export type Analyse = (input: AnalysisInput) => Promise<Analysis>;

export const ANALYSIS_BUSY_SECONDS = 5;
export const ANALYSIS_BUSY_MESSAGE = `The writing checker is busy. Please try again in ${ANALYSIS_BUSY_SECONDS} seconds.`;

export function createAnalysisPool({
  threads,
  queue,
  keepWarm = false,
}: {
  threads: number;
  queue: number;
  keepWarm?: boolean;
}) {
  // From source (tests, tsx) the worker is TypeScript; in the built server it sits beside main.js.
  const fromSource = import.meta.url.endsWith('.ts');
  const pool = new Piscina({
    filename: new URL(fromSource ? './analysis-worker.dev.mjs' : './analysis-worker.js', import.meta.url).href,
    // A running site keeps one checker warm (its first text costs seconds);
    // tests and tools start one only when asked, and let it go when idle.
    minThreads: keepWarm ? 1 : 0,
    maxThreads: threads,
    maxQueue: queue,
    idleTimeout: 5 * 60_000,
  });
  const analyse: Analyse = async (input) => {
    if (pool.queueSize >= queue) {
      throw busyError(ANALYSIS_BUSY_MESSAGE, ANALYSIS_BUSY_SECONDS);
    }
    return pool.run(input);
  };
  if (keepWarm) {
    // Load harper.js, the tagger and the model now, not on the first learner's text.
    void pool
      .run({ text: 'This sentence warms up the checker.', mode: 'essay-writing', variety: 'both' })
      .catch(() => {});
  }
  return {
    analyse,
    /** For /metrics: texts waiting and threads running. */
    stats: () => ({ queued: pool.queueSize, threads: pool.threads.length }),
    close: () => pool.destroy(),
  };
}
