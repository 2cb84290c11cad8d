// SQL for learners' reports on content and the items they hide (decision 015,
// issue 30). Whether a learner may report reads what other features keep
// (passage loads, drafts, practice events) and the library's size.
import { PostgresAdapter, sql } from 'kysely';
import { PRACTICE_EVENT_TYPES } from '#src/domain/activity.ts';
import type { Db } from '#src/server/db/client.ts';

/** pg_advisory_xact_lock's key for hiding by reports (any constant no other lock uses). */
const HIDE_LOCK_KEY = 30_001;

export type ReportSummary = {
  item_key: string;
  reports: number;
  /** Of them, the reports that count towards hiding (decision 015). */
  counted: number;
  reasons: string[];
  notes: string[];
  hidden_by: string | null;
  first_at: number;
};

export type OpenReport = {
  item_key: string;
  user_id: string;
  reason: string;
  note: string;
  created_at: number;
  counted: number;
};

export function createReportRepository(db: Db) {
  /** Every open report, oldest first (waves are found in them). */
  async function openReportRows(): Promise<OpenReport[]> {
    const rows = await db
      .selectFrom('content_reports')
      .select(['item_key', 'user_id', 'reason', 'note', 'created_at', 'counted'])
      .where('resolved_at', 'is', null)
      .orderBy('created_at')
      .orderBy('item_key')
      .execute();
    return rows.map((r) => ({ ...r, created_at: Number(r.created_at), counted: Number(r.counted) }));
  }

  return {
    /** Whether a passage or writing task with this key exists. */
    async itemExists(key: string): Promise<boolean> {
      const table = key.startsWith('writing/') ? 'writing_tasks' : 'passages';
      return !!(await db.selectFrom(table).select('key').where('key', '=', key).executeTakeFirst());
    },

    /** Of these keys, the ones hidden from the lists and the library search. */
    async hiddenAmong(keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db.selectFrom('content_hidden').select('item_key').where('item_key', 'in', keys).execute();
      return new Set(rows.map((r) => r.item_key));
    },

    /**
     * Records (or replaces) a learner's open report; answers how many learners
     * have an open report on the item that counts towards hiding.
     */
    async addReport(row: OpenReport): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('content_reports')
          .values({ ...row, resolved_at: null })
          .onConflict((oc) =>
            oc.columns(['item_key', 'user_id']).doUpdateSet({
              reason: row.reason,
              note: row.note,
              created_at: row.created_at,
              resolved_at: null,
              counted: row.counted,
            }),
          )
          .execute();
        const open = await trx
          .selectFrom('content_reports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('item_key', '=', row.item_key)
          .where('resolved_at', 'is', null)
          .where('counted', '=', 1)
          .executeTakeFirstOrThrow();
        return Number(open.n);
      });
    },

    /** Whether the learner opened this passage or task, or saved a draft of the task. */
    async hasOpened(userId: string, key: string): Promise<boolean> {
      const load = await db
        .selectFrom('passage_loads')
        .select('passage_key')
        .where('user_id', '=', userId)
        .where('passage_key', '=', key)
        .executeTakeFirst();
      if (load || !key.startsWith('writing/')) return !!load;
      const draft = await db
        .selectFrom('writing_attempts')
        .select('id')
        .where('user_id', '=', userId)
        .where('task_key', '=', key)
        .limit(1)
        .executeTakeFirst();
      return !!draft;
    },

    /** The learner's verified practice: how many events, and when the first happened. */
    async practiceOf(userId: string): Promise<{ count: number; firstAt: number | null }> {
      const row = await db
        .selectFrom('events')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('occurred_at').as('first')])
        .where('user_id', '=', userId)
        .where('type', 'in', [...PRACTICE_EVENT_TYPES])
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), firstAt: row.first === null ? null : Number(row.first) };
    },

    /**
     * Hides the item for its reports unless reports already hide `max` items:
     * answers whether it is hidden now. One at a time across instances (an
     * advisory lock on PostgreSQL; SQLite runs one transaction at a time), so
     * parallel reports cannot pass the cap together.
     */
    async hideByReports(itemKey: string, max: number, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (trx.getExecutor().adapter instanceof PostgresAdapter)
          await sql`select pg_advisory_xact_lock(${sql.lit(HIDE_LOCK_KEY)})`.execute(trx);
        const already = await trx
          .selectFrom('content_hidden')
          .select('item_key')
          .where('item_key', '=', itemKey)
          .executeTakeFirst();
        if (already) return true;
        const hidden = await trx
          .selectFrom('content_hidden')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('hidden_by', '=', 'reports')
          .executeTakeFirstOrThrow();
        if (Number(hidden.n) >= max) return false;
        await trx
          .insertInto('content_hidden')
          .values({ item_key: itemKey, hidden_by: 'reports', hidden_at: now })
          .execute();
        return true;
      });
    },

    /** Passages and writing tasks in the library. */
    async librarySize(): Promise<number> {
      const [passages, tasks] = await Promise.all([
        db
          .selectFrom('passages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('writing_tasks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return Number(passages.n) + Number(tasks.n);
    },

    async hide(itemKey: string, by: 'reports' | 'volunteer', now: number): Promise<void> {
      await db
        .insertInto('content_hidden')
        .values({ item_key: itemKey, hidden_by: by, hidden_at: now })
        .onConflict((oc) => oc.column('item_key').doUpdateSet({ hidden_by: by, hidden_at: now }))
        .execute();
    },

    async unhide(itemKey: string): Promise<void> {
      await db.deleteFrom('content_hidden').where('item_key', '=', itemKey).execute();
    },

    async resolveReports(itemKey: string, now: number): Promise<number> {
      const result = await db
        .updateTable('content_reports')
        .set({ resolved_at: now })
        .where('item_key', '=', itemKey)
        .where('resolved_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Open reports per item, and hidden items without open reports, oldest first. */
    async openReports(): Promise<ReportSummary[]> {
      const reports = await openReportRows();
      const hidden = await db.selectFrom('content_hidden').select(['item_key', 'hidden_by', 'hidden_at']).execute();
      const byKey = new Map<string, ReportSummary>();
      for (const r of reports) {
        const item = byKey.get(r.item_key) ?? {
          item_key: r.item_key,
          reports: 0,
          counted: 0,
          reasons: [],
          notes: [],
          hidden_by: null,
          first_at: r.created_at,
        };
        item.reports++;
        item.counted += r.counted;
        item.reasons.push(r.reason);
        if (r.note) item.notes.push(r.note);
        byKey.set(r.item_key, item);
      }
      for (const h of hidden) {
        const item = byKey.get(h.item_key);
        if (item) item.hidden_by = h.hidden_by;
        else
          byKey.set(h.item_key, {
            item_key: h.item_key,
            reports: 0,
            counted: 0,
            reasons: [],
            notes: [],
            hidden_by: h.hidden_by,
            first_at: Number(h.hidden_at),
          });
      }
      return [...byKey.values()].sort((a, b) => a.first_at - b.first_at);
    },

    /** Items hidden, and by whom. */
    async hiddenItems(): Promise<Map<string, string>> {
      const rows = await db.selectFrom('content_hidden').select(['item_key', 'hidden_by']).execute();
      return new Map(rows.map((r) => [r.item_key, r.hidden_by]));
    },

    openReportRows,
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
