// Practice on record for a learner, written straight into the events table
// as days of real use leave it: for tests whose rule depends on an account
// with history (a report that counts, issue 30), not on how it was earned.
import type { Db } from '#src/server/db/client.ts';

const DAY_MS = 86_400_000;

/** `count` reading sessions, one a day, the newest `daysAgo` days before `now`. */
export async function givePractice(db: Db, userId: string, { now = Date.now(), count = 3, daysAgo = 1 } = {}) {
  await db
    .insertInto('events')
    .values(
      Array.from({ length: count }, (_, i) => ({
        user_id: userId,
        id: `history-${userId.slice(0, 8)}-${i}`,
        type: 'reading-session',
        occurred_at: now - (daysAgo + i) * DAY_MS,
        recorded_at: now - (daysAgo + i) * DAY_MS,
        xp: 12,
        data: JSON.stringify({
          type: 'reading-session',
          words: 250,
          seconds: 180,
          level: 'early-learner',
          topic: 'food',
          mode: 'normal',
        }),
      })),
    )
    .execute();
}
