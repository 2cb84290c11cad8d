// SQL for the learner's saved writing attempts (drafts of completed tasks).
import type { Db, Executor } from '../../db/client.ts';
import type { WritingAttemptsTable } from '../../db/types.ts';

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

    async countAttemptsSince(userId: string, since: number, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('writing_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
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
