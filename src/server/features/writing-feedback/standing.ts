// Which learners the writing checker counts as established (decision 027).
// Accounts are free, so places kept from unproven accounts go only to a
// learner with practice the server verified and stored at least a day ago:
// three practice events (readings, quizzes, writing tasks, decision 007)
// whose recorded_at, the server's own clock and not the device's claimed
// time, is 24 hours old or more. A fresh throwaway account cannot have it; a
// flooder must practise with each account and come back a day later.
import { PRACTICE_EVENT_TYPES } from '#src/domain/activity.ts';
import type { Db } from '#src/server/db/client.ts';
import { BoundedMap } from '#src/server/lib/bounded-map.ts';

export const ESTABLISHED_RULES = {
  /** Verified practice events on record… */
  practice: 3,
  /** …each recorded at least this long ago. */
  ageMs: 24 * 60 * 60 * 1000,
};

/** An unproven learner is looked up again after this long: only time and practice change the answer. */
const RECHECK_UNPROVEN_MS = 60_000;
/** Learners whose answer is remembered (one number each). */
const REMEMBERED = 10_000;

/** `isEstablished(userId)`: one small indexed query a learner, then remembered. */
export function createLearnerStanding(db: Db, now: () => number = Date.now) {
  // Until when the answer holds: Infinity once established (practice only grows older), else a minute.
  const known = new BoundedMap<string, number>(REMEMBERED);
  return async function isEstablished(userId: string): Promise<boolean> {
    const at = now();
    const until = known.get(userId);
    if (until !== undefined && until > at) return until === Number.POSITIVE_INFINITY;
    // Stops at the third old event, however much practice the learner has.
    const rows = await db
      .selectFrom('events')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', 'in', [...PRACTICE_EVENT_TYPES])
      .where('recorded_at', '<=', at - ESTABLISHED_RULES.ageMs)
      .limit(ESTABLISHED_RULES.practice)
      .execute();
    const established = rows.length >= ESTABLISHED_RULES.practice;
    known.set(userId, established ? Number.POSITIVE_INFINITY : at + RECHECK_UNPROVEN_MS);
    return established;
  };
}
