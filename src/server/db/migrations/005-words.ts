import type { Kysely } from 'kysely';

// 'My words': each learner's word bank with its review schedule.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('words')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('sentence', 'text', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('interval_days', 'integer', (c) => c.notNull())
    .addColumn('ease', 'real', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('words_pk', ['user_id', 'word'])
    .execute();
  await db.schema.createIndex('words_due').on('words').columns(['user_id', 'due_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('words').execute();
}
