// SQL for writing tasks: the library's (written at start by library-sync.ts)
// and those an AI service wrote for a learner.
import type { Db } from '#src/server/db/client.ts';
import type { WritingTasksTable } from '#src/server/db/types.ts';
import { hiddenKeys, type Page, pagedList } from '../library/index.ts';

export type WritingTaskRow = WritingTasksTable;

export function createWritingTaskRepository(db: Db) {
  const pages = pagedList<Pick<WritingTaskRow, 'key' | 'mode' | 'title' | 'source' | 'created_at'>>(db, ({ mode }) => {
    let query = db
      .selectFrom('writing_tasks')
      .select(['key', 'mode', 'title', 'source', 'created_at'])
      .where('key', 'not in', hiddenKeys(db));
    if (mode !== undefined) query = query.where('mode', '=', mode as string);
    return query;
  });

  return {
    list({ mode, ...page }: { mode?: string } & Page) {
      return pages({ mode }, page);
    },

    find(key: string): Promise<WritingTaskRow | undefined> {
      return db.selectFrom('writing_tasks').selectAll().where('key', '=', key).executeTakeFirst();
    },

    async insert(row: WritingTaskRow): Promise<void> {
      await db.insertInto('writing_tasks').values(row).execute();
    },

    async upsert(rows: WritingTaskRow[]): Promise<void> {
      for (const row of rows) {
        await db
          .insertInto('writing_tasks')
          .values(row)
          .onConflict((oc) => oc.column('key').doUpdateSet({ title: row.title, body: row.body, mode: row.mode }))
          .execute();
      }
    },

    async deleteNotIn(source: string, keys: string[]): Promise<void> {
      let query = db.deleteFrom('writing_tasks').where('source', '=', source);
      if (keys.length) query = query.where('key', 'not in', keys);
      await query.execute();
    },
  };
}
export type WritingTaskRepository = ReturnType<typeof createWritingTaskRepository>;
