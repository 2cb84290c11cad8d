// SQL for the learner's word bank ('My words') and its review schedule.
import type { Card } from '#src/domain/srs.ts';
import type { Db, Executor } from '#src/server/db/client.ts';
import type { WordsTable } from '#src/server/db/types.ts';

export type WordRow = WordsTable;

export function createWordRepository(db: Db) {
  return {
    listWords(userId: string, trx: Executor = db): Promise<WordRow[]> {
      return trx.selectFrom('words').selectAll().where('user_id', '=', userId).orderBy('added_at', 'desc').execute();
    },

    findWord(userId: string, word: string, trx: Executor = db): Promise<WordRow | undefined> {
      return trx
        .selectFrom('words')
        .selectAll()
        .where('user_id', '=', userId)
        .where('word', '=', word)
        .executeTakeFirst();
    },

    /** False when the learner already saved this word. */
    async insertWord(row: WordRow, trx: Executor = db): Promise<boolean> {
      const result = await trx
        .insertInto('words')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'word']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async updateSchedule(userId: string, word: string, card: Card, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('words')
        .set({ interval_days: card.intervalDays, ease: card.ease, reps: card.reps, due_at: card.dueAt })
        .where('user_id', '=', userId)
        .where('word', '=', word)
        .execute();
    },

    async deleteWord(userId: string, word: string, trx: Executor = db): Promise<void> {
      await trx.deleteFrom('words').where('user_id', '=', userId).where('word', '=', word).execute();
    },

    transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}
export type WordRepository = ReturnType<typeof createWordRepository>;
