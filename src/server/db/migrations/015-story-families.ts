import type { Kysely } from 'kysely';

// Issue 21: library passages that retell one story at several levels share a
// family id; the reading screen asks for a passage's family by it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('passages').addColumn('family', 'text').execute();
  await db.schema.createIndex('passages_family').on('passages').column('family').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('passages_family').execute();
  await db.schema.alterTable('passages').dropColumn('family').execute();
}
