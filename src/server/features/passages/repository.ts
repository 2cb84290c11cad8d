// SQL for passages: the library's (written at start by library-sync.ts) and
// those an AI service wrote for a learner.
import type { Db } from '#src/server/db/client.ts';
import type { PassagesTable } from '#src/server/db/types.ts';
import { hiddenKeys, type Page, pagedList } from '../library/index.ts';

export type PassageRow = PassagesTable;

export function createPassageRepository(db: Db) {
  const pages = pagedList<Pick<PassageRow, 'key' | 'level' | 'topic' | 'title' | 'source' | 'created_at'>>(
    db,
    ({ level, topic }) => {
      let query = db
        .selectFrom('passages')
        .select(['key', 'level', 'topic', 'title', 'source', 'created_at'])
        .where('key', 'not in', hiddenKeys(db));
      if (level !== undefined) query = query.where('level', '=', level as string);
      if (topic !== undefined) query = query.where('topic', '=', topic as string);
      return query;
    },
  );

  return {
    list({ level, topic, ...page }: { level?: string; topic?: string } & Page) {
      return pages({ level, topic }, page);
    },

    find(key: string): Promise<PassageRow | undefined> {
      return db.selectFrom('passages').selectAll().where('key', '=', key).executeTakeFirst();
    },

    async insert(row: PassageRow): Promise<void> {
      await db.insertInto('passages').values(row).execute();
    },

    /** The library is written on every start: new and changed files replace their rows. */
    async upsert(rows: PassageRow[]): Promise<void> {
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

    async deleteNotIn(source: string, keys: string[]): Promise<void> {
      let query = db.deleteFrom('passages').where('source', '=', source);
      if (keys.length) query = query.where('key', 'not in', keys);
      await query.execute();
    },

    /** Every passage of a story family (decision 021), whatever its level. */
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
  };
}
export type PassageRepository = ReturnType<typeof createPassageRepository>;
