import type { Kysely } from 'kysely';

// Issue 13: running totals per learner and per local day, updated in the same
// transaction as each accepted event, so progress reads never walk the whole
// history; and the passages each learner opened, which a reading session or
// quiz must name. Totals are filled from the stored events the first time a
// learner's progress is read or written (progress service), not here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('progress_totals')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('progress_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('progress_days_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('passage_loads')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('passage_key', 'text', (c) => c.notNull())
    .addColumn('first_loaded_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('passage_loads_pk', ['user_id', 'passage_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('passage_loads').execute();
  await db.schema.dropTable('progress_days').execute();
  await db.schema.dropTable('progress_totals').execute();
}
