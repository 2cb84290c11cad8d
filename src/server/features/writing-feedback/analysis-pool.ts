// Writing analysis off the event loop: a small pool of worker threads, each
// with its own warm harper.js (~400 MB), fed by a fair queue (decision 027):
// each learner has one text being checked and at most one more waiting, a
// saved draft's check among them; further texts from the same learner get
// 429 with retryAfter, and free threads go to the learners in turn. Accounts
// are free, so unproven learners together hold at most half of the waiting
// places, and the last place of either share is kept for a learner with
// nothing in the queue. When the queue is full for the learner's class, they
// are told to try again in a few seconds (503 with retryAfter).

import { Piscina } from 'piscina';
import { ANALYSIS_BUSY_SECONDS, ANALYSIS_OWN_TEXT_SECONDS, BUSY_MESSAGES } from '#src/domain/errors.ts';
import { createFairQueue, FairQueueRefusal } from '#src/server/lib/fair-queue.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import type { Analysis, analyseWriting } from './analyse.ts';

export type AnalysisInput = Parameters<typeof analyseWriting>[0];
/**
 * `owner`: the learner the text is checked for (their turn in the queue).
 * `background`: a stored draft checked after it was saved; it takes its
 * owner's places like any other text, and is never refused: it waits for room,
 * then for its turn.
 */
export type Analyse = (input: AnalysisInput, who: { owner: string; background?: boolean }) => Promise<Analysis>;

/** The waiting places all unproven learners together may hold: half, rounded up (decision 027). */
export const unprovenPlaces = (queue: number) => Math.ceil(queue / 2);

/** How long closing waits for the texts being checked (the checker takes well under a second a text). */
const CLOSE_GRACE_MS = 10_000;

export function createAnalysisPool({
  threads,
  queue,
  keepWarm = false,
  isEstablished = async () => false,
}: {
  threads: number;
  queue: number;
  keepWarm?: boolean;
  /** Whether the learner has proven practice (standing.ts); without it every learner is unproven. */
  isEstablished?: (owner: string) => Promise<boolean>;
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
      idleTimeout: 5 * 60_000,
    }));
  // The fair queue hands Piscina no more texts than it has threads, so the order is the queue's.
  const fair = createFairQueue({
    slots: threads,
    perOwnerWaiting: 1,
    maxWaiting: queue,
    unprovenWaiting: unprovenPlaces(queue),
  });
  const analyse: Analyse = async (input, { owner, background = false }) => {
    // A failed look-up counts the learner as unproven: the safe side for the others.
    const established = await isEstablished(owner).catch(() => false);
    try {
      return await fair.submit(owner, () => running().run(input) as Promise<Analysis>, { background, established });
    } catch (error) {
      if (!(error instanceof FairQueueRefusal)) throw error;
      if (error.reason === 'full') {
        throw new Refusal('busy', BUSY_MESSAGES.analysis, { retryAfter: ANALYSIS_BUSY_SECONDS });
      }
      throw new Refusal('too-many', BUSY_MESSAGES.ownText, { retryAfter: ANALYSIS_OWN_TEXT_SECONDS });
    }
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
    stats: () => ({ queued: fair.stats().waiting, threads: pool?.threads.length ?? 0 }),
    /**
     * Lets a text being checked finish before the threads end: a thread ended in the middle of the
     * detector's native inference can take the whole process down (onnxruntime throws past its thread).
     * A check still running after CLOSE_GRACE_MS is cut.
     */
    close: async () => {
      const current = pool;
      if (!current) return;
      let timer: NodeJS.Timeout | undefined;
      const cut = new Promise<void>((resolve) => {
        timer = setTimeout(() => resolve(current.destroy()), CLOSE_GRACE_MS);
      });
      // Once cut, the graceful close may still settle either way: nobody waits on it any more.
      await Promise.race([current.close({ force: true }).catch(() => {}), cut]);
      clearTimeout(timer);
    },
  };
}
