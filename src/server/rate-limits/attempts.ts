// Limits that must hold under parallel requests: an attempt is counted (one
// atomic upsert that answers the new count) before the secret is checked, so N
// requests at once can never get more than the limit's checks.
import { AUTH_MESSAGES } from '#src/domain/auth.ts';
import type { Limit } from '../config.ts';
import { Refusal, secondsUntil } from '../lib/refusal.ts';
import type { RateLimitRepository } from './repository.ts';

export function tooManyAttempts(resetAt: number, now: number, message?: string): Refusal {
  const seconds = secondsUntil(resetAt, now);
  const text = message ?? AUTH_MESSAGES.tooManyAttempts.replace('{minutes}', String(Math.ceil(seconds / 60)));
  return new Refusal('too-many', text, { retryAfter: seconds });
}

/** Counts one attempt on `key`; throws 429 when it is past the limit. */
export async function countAttempt(
  limits: RateLimitRepository,
  key: string,
  limit: Limit,
  now: number,
  message?: string,
): Promise<void> {
  const count = await limits.hit(key, limit, now);
  if (count.count > limit.max) throw tooManyAttempts(count.resetAt, now, message);
}
