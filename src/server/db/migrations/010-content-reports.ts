import type { Kysely } from 'kysely';

// Issue 15: learners report a problem with a passage or a writing task; an
// item reported by several learners leaves the browse lists until a volunteer
// hides it for good or restores it. One open report per learner and item (a
// second report replaces the first); reports go with their learner's account.
// Items are keyed by their content key (passages or writing_tasks), so no
// foreign key: the library can drop an item while its reports stay readable.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_reports')
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .addPrimaryKeyConstraint('content_reports_pk', ['item_key', 'user_id'])
    .execute();
  await db.schema
    .createIndex('content_reports_open')
    .on('content_reports')
    .columns(['resolved_at', 'item_key'])
    .execute();
  await db.schema
    .createTable('content_hidden')
    .addColumn('item_key', 'text', (c) => c.primaryKey())
    .addColumn('hidden_by', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_hidden').execute();
  await db.schema.dropTable('content_reports').execute();
}
