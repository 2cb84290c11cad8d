// SQL for passages: the library's (written at start by library-sync.ts) and
// those an AI service wrote for a learner.
import type { Db } from '#src/server/db/client.ts';
import type { PassagesTable, PassageTranslationsTable } from '#src/server/db/types.ts';
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

    /** A stored translation of the passage into one language, made from the body with this hash. */
    findTranslation(key: string, language: string, sourceHash: string) {
      return db
        .selectFrom('passage_translations')
        .select(['translation', 'translated_by'])
        .where('passage_key', '=', key)
        .where('language', '=', language)
        .where('source_hash', '=', sourceHash)
        .executeTakeFirst();
    },

    /** The languages the passage has a translation in, made from the body with this hash. */
    async translationLanguages(key: string, sourceHash: string): Promise<string[]> {
      const rows = await db
        .selectFrom('passage_translations')
        .select(['language'])
        .where('passage_key', '=', key)
        .where('source_hash', '=', sourceHash)
        .execute();
      return rows.map((r) => r.language);
    },

    /** Keeps a translation; one made from an older body of the story is replaced. */
    async saveTranslation(row: PassageTranslationsTable): Promise<void> {
      await db
        .insertInto('passage_translations')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['passage_key', 'language']).doUpdateSet({
            translation: row.translation,
            source_hash: row.source_hash,
            created_at: row.created_at,
            translated_by: row.translated_by,
          }),
        )
        .execute();
    },

    /** The team's translations the library no longer has (decision 037); the AI's stay. */
    async deleteTeamTranslationsNotIn(kept: { passage_key: string; language: string }[]): Promise<void> {
      const keep = new Set(kept.map((k) => `${k.language}\t${k.passage_key}`));
      const rows = await db
        .selectFrom('passage_translations')
        .select(['passage_key', 'language'])
        .where('translated_by', '=', 'team')
        .execute();
      for (const row of rows.filter((r) => !keep.has(`${r.language}\t${r.passage_key}`)))
        await db
          .deleteFrom('passage_translations')
          .where('passage_key', '=', row.passage_key)
          .where('language', '=', row.language)
          .execute();
    },
  };
}
export type PassageRepository = ReturnType<typeof createPassageRepository>;
