import type { Kysely } from 'kysely';

// Issue 30: what the community features need so that no learner can take
// them from the others. A report remembers whether it counted towards hiding
// (its learner had opened the item and had practice on record); earlier
// reports counted, as they did then. A writing attempt is stored before the
// checker reads it (analysed 0) and analysed after; earlier ones were
// analysed before they were stored. A learner's time zone changes at their
// next local midnight (before zone_from, previous_time_zone is their zone),
// so a request cannot move their day back and forth. When the learner last
// opened a passage or task: a writing task's time is measured from there.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_settings').addColumn('previous_time_zone', 'text').execute();
  await db.schema.alterTable('user_settings').addColumn('zone_from', 'bigint').execute();
  await db.schema.alterTable('passage_loads').addColumn('last_loaded_at', 'bigint').execute();
  await db.schema
    .alterTable('writing_attempts')
    .addColumn('analysed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('content_reports')
    .addColumn('counted', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('passage_loads').dropColumn('last_loaded_at').execute();
  await db.schema.alterTable('user_settings').dropColumn('zone_from').execute();
  await db.schema.alterTable('user_settings').dropColumn('previous_time_zone').execute();
  await db.schema.alterTable('writing_attempts').dropColumn('analysed').execute();
  await db.schema.alterTable('content_reports').dropColumn('counted').execute();
}
