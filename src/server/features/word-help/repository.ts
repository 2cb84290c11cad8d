// SQL for the shared cache of French glosses (decision 008).
import type { Db } from '#src/server/db/client.ts';
import type { WordGlossesTable } from '#src/server/db/types.ts';

export type GlossKey = Pick<WordGlossesTable, 'passage_key' | 'sentence_hash' | 'word'>;

export function createGlossRepository(db: Db) {
  return {
    findGloss(key: GlossKey): Promise<Pick<WordGlossesTable, 'french'> | undefined> {
      return db
        .selectFrom('word_glosses')
        .select(['french'])
        .where('passage_key', '=', key.passage_key)
        .where('sentence_hash', '=', key.sentence_hash)
        .where('word', '=', key.word)
        .executeTakeFirst();
    },

    /** The first answer stays: another instance may have asked at the same moment. */
    async saveGloss(row: WordGlossesTable): Promise<void> {
      await db
        .insertInto('word_glosses')
        .values(row)
        .onConflict((oc) => oc.columns(['passage_key', 'sentence_hash', 'word']).doNothing())
        .execute();
    },
  };
}
export type GlossRepository = ReturnType<typeof createGlossRepository>;
