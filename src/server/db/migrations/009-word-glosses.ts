import type { Kysely } from 'kysely';

// Issue 14 (d): the French word for a tapped English word, as the AI service
// gave it for that word in that passage sentence. The database is the shared
// cache, so each word of a sentence is asked once for every learner and every
// instance. A null French means the AI was asked and had no French word.
// Glosses go with their passage.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('word_glosses')
    .addColumn('passage_key', 'text', (c) => c.notNull().references('passages.key').onDelete('cascade'))
    .addColumn('sentence_hash', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('french', 'text')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('word_glosses_pk', ['passage_key', 'sentence_hash', 'word'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('word_glosses').execute();
}
