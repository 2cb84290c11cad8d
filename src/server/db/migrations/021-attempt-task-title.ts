import type { Kysely } from 'kysely';

// SPEC §3's completed writing task keeps its title and prompt: what the learner
// answered stays readable even when the task leaves the library. Attempts saved
// before have none (null).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('writing_attempts').addColumn('title', 'text').execute();
  await db.schema.alterTable('writing_attempts').addColumn('prompt', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('writing_attempts').dropColumn('prompt').execute();
  await db.schema.alterTable('writing_attempts').dropColumn('title').execute();
}
