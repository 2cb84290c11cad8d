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

type Keyset = { created_at: number; key: string };

/** Rows after the cursor, newest first; one extra row tells whether another page exists. */
async function keysetPage<R extends Keyset>(
  // biome-ignore lint/suspicious/noExplicitAny: one helper for both tables' select builders
  query: any,
  page: Page,
): Promise<{ rows: R[]; nextCursor: string | null }> {
  let q = query
    .orderBy('created_at', 'desc')
    .orderBy('key', 'desc')
    .limit(page.limit + 1);
  const after = decodeCursor(page.cursor);
  if (after) {
    // biome-ignore lint/suspicious/noExplicitAny: Kysely's expression builder for either table
    q = q.where((eb: any) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('key', '<', after.key)]),
      ]),
    );
  }
  const rows = (await q.execute()) as R[];
  const last = rows.slice(0, page.limit).at(-1);
  return { rows: rows.slice(0, page.limit), nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null };
}

export function createContentRepository(db: Db) {
  return {
    listPassages(filter: { level?: string; topic?: string } & Page) {
      let query = db.selectFrom('passages').select(['key', 'level', 'topic', 'title', 'source', 'created_at']);
      if (filter.level) query = query.where('level', '=', filter.level);
      if (filter.topic) query = query.where('topic', '=', filter.topic);
      return keysetPage<Pick<PassageRow, 'key' | 'level' | 'topic' | 'title' | 'source' | 'created_at'>>(query, filter);
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
              family: row.family,
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

    /** Every passage of a story family (issue 21), whatever its level. */
    familyMembers(family: string) {
      return db
        .selectFrom('passages')
        .select(['key', 'level', 'title'])
        .where('family', '=', family)
        .orderBy('key')
        .execute();
    },

    async setFrench(key: string, french: string): Promise<void> {
      await db.updateTable('passages').set({ french }).where('key', '=', key).execute();
    },

    listTasks(filter: { mode?: string } & Page) {
      let query = db.selectFrom('writing_tasks').select(['key', 'mode', 'title', 'source', 'created_at']);
      if (filter.mode) query = query.where('mode', '=', filter.mode);
      return keysetPage<Pick<WritingTaskRow, 'key' | 'mode' | 'title' | 'source' | 'created_at'>>(query, filter);
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
