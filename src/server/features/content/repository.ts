// SQL for passages and writing tasks. Lists are keyset-paginated on
// (created_at, key), newest first, so pages stay fast and stable.
import type { Db } from '../../db/client.ts';
import type { PassagesTable, WritingTasksTable } from '../../db/types.ts';

export type PassageRow = PassagesTable;
export type WritingTaskRow = WritingTasksTable;
type Page = { limit: number; cursor?: string };

function decodeCursor(cursor: string | undefined): { createdAt: number; key: string } | null {
  if (!cursor) return null;
  try {
    const [createdAt, key] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [number, string];
    return typeof createdAt === 'number' && typeof key === 'string' ? { createdAt, key } : null;
  } catch {
    return null;
  }
}

export function encodeCursor(row: { created_at: number; key: string }): string {
  return Buffer.from(JSON.stringify([Number(row.created_at), row.key])).toString('base64url');
}

export function createContentRepository(db: Db) {
  return {
    async listPassages(filter: { level?: string; topic?: string } & Page) {
      let query = db
        .selectFrom('passages')
        .select(['key', 'level', 'topic', 'title', 'source', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('key', 'desc')
        .limit(filter.limit + 1);
      if (filter.level) query = query.where('level', '=', filter.level);
      if (filter.topic) query = query.where('topic', '=', filter.topic);
      const after = decodeCursor(filter.cursor);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', after.createdAt),
            eb.and([eb('created_at', '=', after.createdAt), eb('key', '<', after.key)]),
          ]),
        );
      }
      const rows = await query.execute();
      const more = rows.length > filter.limit;
      const page = rows.slice(0, filter.limit);
      const last = page.at(-1);
      return { rows: page, nextCursor: more && last ? encodeCursor(last) : null };
    },

    findPassage(key: string): Promise<PassageRow | undefined> {
      return db.selectFrom('passages').selectAll().where('key', '=', key).executeTakeFirst();
    },

    async insertPassage(row: PassageRow): Promise<void> {
      await db.insertInto('passages').values(row).execute();
    },

    /** The library is written on every start: new and changed files replace their rows. */
    async upsertPassages(rows: PassageRow[]): Promise<void> {
      for (const row of rows) {
        await db
          .insertInto('passages')
          .values(row)
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              title: row.title,
              body: row.body,
              french: row.french,
              level: row.level,
              topic: row.topic,
            }),
          )
          .execute();
      }
    },

    async deletePassagesNotIn(source: string, keys: string[]): Promise<void> {
      let query = db.deleteFrom('passages').where('source', '=', source);
      if (keys.length) query = query.where('key', 'not in', keys);
      await query.execute();
    },

    async setFrench(key: string, french: string): Promise<void> {
      await db.updateTable('passages').set({ french }).where('key', '=', key).execute();
    },

    async listTasks(filter: { mode?: string } & Page) {
      let query = db
        .selectFrom('writing_tasks')
        .select(['key', 'mode', 'title', 'source', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('key', 'desc')
        .limit(filter.limit + 1);
      if (filter.mode) query = query.where('mode', '=', filter.mode);
      const after = decodeCursor(filter.cursor);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', after.createdAt),
            eb.and([eb('created_at', '=', after.createdAt), eb('key', '<', after.key)]),
          ]),
        );
      }
      const rows = await query.execute();
      const more = rows.length > filter.limit;
      const page = rows.slice(0, filter.limit);
      const last = page.at(-1);
      return { rows: page, nextCursor: more && last ? encodeCursor(last) : null };
    },

    findTask(key: string): Promise<WritingTaskRow | undefined> {
      return db.selectFrom('writing_tasks').selectAll().where('key', '=', key).executeTakeFirst();
    },

    async insertTask(row: WritingTaskRow): Promise<void> {
      await db.insertInto('writing_tasks').values(row).execute();
    },

    async upsertTasks(rows: WritingTaskRow[]): Promise<void> {
      for (const row of rows) {
        await db
          .insertInto('writing_tasks')
          .values(row)
          .onConflict((oc) => oc.column('key').doUpdateSet({ title: row.title, body: row.body, mode: row.mode }))
          .execute();
      }
    },

    async deleteTasksNotIn(source: string, keys: string[]): Promise<void> {
      let query = db.deleteFrom('writing_tasks').where('source', '=', source);
      if (keys.length) query = query.where('key', 'not in', keys);
      await query.execute();
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
