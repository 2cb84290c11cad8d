// Cost and load control for AI calls: a bounded number in flight on this
// instance (AI_MAX_CONCURRENCY) and an hourly quota per learner. Beyond
// either: 503 {error, retryAfter} (SPEC §8).
import { CONTENT_MESSAGES } from '#src/domain/content.ts';
import type { Limit } from '../config.ts';
import { Refusal, secondsUntil } from '../lib/refusal.ts';
import type { RateLimitRepository } from '../rate-limits/repository.ts';

/** How long a learner is asked to wait when every slot is taken. */
export const BUSY_RETRY_SECONDS = 15;

function busy(template: string, seconds: number): Refusal {
  return new Refusal('busy', template.replace('{n}', String(seconds)), { retryAfter: seconds });
}

export function createAiGate(options: {
  maxConcurrency: number;
  quota: Limit;
  limits: RateLimitRepository;
  now?: () => number;
}) {
  const clock = options.now ?? Date.now;
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    /**
     * Takes a slot and one unit of the learner's quota; call the returned function when done.
     * `use` counts against another quota (word glosses are many and small: they must not eat
     * the quota for new passages).
     */
    async acquire(
      userId: string,
      use: { bucket: string; quota: Limit } = { bucket: 'ai', quota: options.quota },
    ): Promise<() => void> {
      if (inFlight >= options.maxConcurrency) throw busy(CONTENT_MESSAGES.busy, BUSY_RETRY_SECONDS);
      inFlight++;
      let released = false;
      const release = () => {
        if (!released) {
          released = true;
          inFlight--;
        }
      };
      try {
        const now = clock();
        const used = await options.limits.hit(`${use.bucket}:${userId}`, use.quota, now);
        if (used.count > use.quota.max) {
          throw busy(CONTENT_MESSAGES.quota, secondsUntil(used.resetAt, now));
        }
      } catch (error) {
        release();
        throw error;
      }
      return release;
    },
  };
}
export type AiGate = ReturnType<typeof createAiGate>;
