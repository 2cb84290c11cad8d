// SQL for the learner's saved writing attempts (drafts of completed tasks).
import type { Db, Executor } from '#src/server/db/client.ts';
import type { WritingAttemptsTable } from '#src/server/db/types.ts';

export type AttemptRow = WritingAttemptsTable;

export function createWritingRepository(db: Db) {
  return {
    findAttempt(userId: string, id: string, trx: Executor = db): Promise<AttemptRow | undefined> {
      return trx
        .selectFrom('writing_attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** False when the learner already has an attempt with this id (a parallel retry got there first). */
    async insertAttempt(row: AttemptRow, trx: Executor = db): Promise<boolean> {
      const inserted = await trx
        .insertInto('writing_attempts')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The learner's oldest draft the checker has not read yet, apart from `skip` (ones that failed this time). */
    nextUnanalysed(userId: string, skip: string[]): Promise<AttemptRow | undefined> {
      let query = db
        .selectFrom('writing_attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('analysed', '=', 0)
        .orderBy('created_at')
        .orderBy('id')
        .limit(1);
      if (skip.length) query = query.where('id', 'not in', skip);
      return query.executeTakeFirst();
    },

    async saveAnalysis(
      userId: string,
      id: string,
      analysis: { band: number | null; cefr: string | null; findings: number },
    ): Promise<void> {
      await db
        .updateTable('writing_attempts')
        .set({ ...analysis, analysed: 1 })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    /** Learners with drafts still to check (after a restart). */
    async learnersWithUnanalysed(): Promise<string[]> {
      const rows = await db
        .selectFrom('writing_attempts')
        .select('user_id')
        .distinct()
        .where('analysed', '=', 0)
        .execute();
      return rows.map((r) => r.user_id);
    },

    listAttempts(userId: string, filter: { taskKey?: string; limit: number }, trx: Executor = db) {
      let query = trx
        .selectFrom('writing_attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(filter.limit);
      if (filter.taskKey) query = query.where('task_key', '=', filter.taskKey);
      return query.execute();
    },

    transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}
export type WritingRepository = ReturnType<typeof createWritingRepository>;
