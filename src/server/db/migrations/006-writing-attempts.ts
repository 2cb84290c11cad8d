import type { Kysely } from 'kysely';

// Every completed draft of a writing task, so revisions show progress.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('writing_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_key', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('words', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('band', 'real', (c) => c.notNull())
    .addColumn('cefr', 'text', (c) => c.notNull())
    .addColumn('findings', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('writing_attempts_user_task')
    .on('writing_attempts')
    .columns(['user_id', 'task_key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('writing_attempts').execute();
}
