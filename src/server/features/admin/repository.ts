// SQL for the volunteers' tools: the audit table and the site's aggregates.
// The stats read counts only; no query here returns a learner's details.
import { randomBytes } from 'node:crypto';
import { PRACTICE_EVENT_TYPES } from '#src/domain/activity.ts';
import type { Db } from '#src/server/db/client.ts';
import type { AdminAuditTable } from '#src/server/db/types.ts';

export type AuditEntry = Omit<AdminAuditTable, 'id'>;

/** The practice a learner's events record (see src/domain/activity.ts). */
export type PracticeType = 'reading-session' | 'quiz' | 'writing-task';

// Ids sort by time, then by order within this process (actions can share a
// millisecond), then at random (two volunteers at once).
let sequence = 0;
const auditId = (at: number) =>
  `${String(at).padStart(15, '0')}-${String(sequence++ % 1e6).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;

export function createAdminRepository(db: Db) {
  const count = (n: unknown) => Number(n ?? 0);

  return {
    async audit(entry: AuditEntry): Promise<void> {
      await db
        .insertInto('admin_audit')
        .values({ id: auditId(entry.at), ...entry })
        .execute();
    },

    /** The newest entries first. */
    recentAudit(limit: number): Promise<AdminAuditTable[]> {
      return db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },

    async learners(): Promise<{ all: number; locked: number }> {
      const row = await db
        .selectFrom('users')
        .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>('locked_at').as('locked')])
        .executeTakeFirstOrThrow();
      return { all: count(row.all), locked: count(row.locked) };
    },

    async registeredBetween(from: number, to: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirstOrThrow();
      return count(row.n);
    },

    /** Learners who signed in, used a session or practised in [from, to). */
    async activeBetween(from: number, to: number): Promise<number> {
      const ids = db
        .selectFrom('events')
        .select('user_id as id')
        .where('occurred_at', '>=', from)
        .where('occurred_at', '<', to)
        .union(db.selectFrom('users').select('id').where('last_login_at', '>=', from).where('last_login_at', '<', to))
        .union(
          db
            .selectFrom('sessions')
            .select('user_id as id')
            .where('last_seen_at', '>=', from)
            .where('last_seen_at', '<', to),
        );
      const row = await db
        .selectFrom(ids.as('active'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return count(row.n);
    },

    /** How many of each kind of practice happened in [from, to). */
    async practiceBetween(from: number, to: number): Promise<Record<PracticeType, number>> {
      const rows = await db
        .selectFrom('events')
        .select((eb) => ['type', eb.fn.countAll<number>().as('n')])
        .where('type', 'in', [...PRACTICE_EVENT_TYPES])
        .where('occurred_at', '>=', from)
        .where('occurred_at', '<', to)
        .groupBy('type')
        .execute();
      const totals: Record<PracticeType, number> = { 'reading-session': 0, quiz: 0, 'writing-task': 0 };
      for (const row of rows) totals[row.type as PracticeType] = count(row.n);
      return totals;
    },
  };
}
