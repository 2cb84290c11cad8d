import type { Kysely } from 'kysely';

// Issue 33: a passage's translation into each translation language, made once
// by the AI service and kept for every learner after (French was the only one
// kept, in passages.french). `source_hash` is the passage body the translation
// was made from: when the library changes a story's text, its old
// translations are no longer read. Translations go with their passage.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passage_translations')
    .addColumn('passage_key', 'text', (c) => c.notNull().references('passages.key').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('translation', 'text', (c) => c.notNull())
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('passage_translations_pk', ['passage_key', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('passage_translations').execute();
}
