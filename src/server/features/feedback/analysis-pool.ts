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
  let pool: Piscina | undefined;
  // Made on first use, or by warm() once the site listens: the warm thread
  // loads harper.js, which must not compete with the start for the CPU.
  const running = () =>
    (pool ??= new Piscina({
      filename: new URL(fromSource ? './analysis-worker.dev.mjs' : './analysis-worker.js', import.meta.url).href,
      // A running site keeps one checker warm (its first text costs seconds);
      // tests and tools start one only when asked, and let it go when idle.
      minThreads: keepWarm ? 1 : 0,
      maxThreads: threads,
      maxQueue: queue,
      idleTimeout: 5 * 60_000,
    }));
  const analyse: Analyse = async (input) => {
    const current = running();
    if (current.queueSize >= queue) {
      throw busyError(ANALYSIS_BUSY_MESSAGE, ANALYSIS_BUSY_SECONDS);
    }
    return current.run(input);
  };
  return {
    analyse,
    /** Loads harper.js, the tagger and the model now, not on the first learner's text. */
    warm: () => {
      void running()
        .run({ text: 'This sentence warms up the checker.', mode: 'essay-writing', variety: 'both' })
        .catch(() => {});
    },
    /** For /metrics: texts waiting and threads running. */
    stats: () => ({ queued: pool?.queueSize ?? 0, threads: pool?.threads.length ?? 0 }),
    close: async () => pool?.destroy(),
  };
}
