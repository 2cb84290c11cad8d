import type { Kysely } from 'kysely';

// Who wrote a kept translation (decision 037): 'ai' (the AI service, made at a
// learner's request) or 'team' (written by the team and shipped with the
// library's content). The reading screen names it; the library's start
// replaces and removes only the team's rows. Rows kept before are the AI's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('passage_translations')
    .addColumn('translated_by', 'text', (c) => c.notNull().defaultTo('ai'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('passage_translations').dropColumn('translated_by').execute();
}
