// Fixed-window counters in the rate_limits table: one atomic upsert per hit,
// so concurrent requests and several instances count correctly.
import { sql } from 'kysely';
import type { Limit } from '../config.ts';
import type { Db } from '../db/client.ts';

export type Count = { count: number; resetAt: number };

export function createRateLimitRepository(db: Db) {
  return {
    /** The live count for a key (0 when its window has passed). */
    async peek(key: string, now: number): Promise<Count> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .executeTakeFirst();
      return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : { count: 0, resetAt: now };
    },
    /** Adds one hit, starting a new window when the old one has passed. */
    async hit(key: string, limit: Limit, now: number): Promise<Count> {
      const resetAt = now + limit.windowMs;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, reset_at: resetAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
            reset_at: sql`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetAt: Number(row.reset_at) };
    },
    /** Gives back one hit of a live window (an attempt that turned out not to count). */
    async release(key: string, now: number): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set({ count: sql`count - 1` })
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .where('count', '>', 0)
        .execute();
    },
    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
    /** Drops finished windows; called now and then so the table stays small. */
    async prune(now: number): Promise<void> {
      await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
