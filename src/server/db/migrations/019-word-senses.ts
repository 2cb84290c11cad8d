import type { Kysely } from 'kysely';

// A saved word keeps the WordNet sense it had in the story (issue 28), so its
// review shows that meaning and not another sense of the same spelling.
// Words saved before have none (null).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('words').addColumn('sense_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('words').dropColumn('sense_key').execute();
}
