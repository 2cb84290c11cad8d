import type { Kysely } from 'kysely';

// Passages and writing tasks, from the library or generated, shared by all
// learners. Bodies are JSON text (validated on the way in and out).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passages')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('french', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('passages_level_topic_created')
    .on('passages')
    .columns(['level', 'topic', 'created_at', 'key'])
    .execute();

  await db.schema
    .createTable('writing_tasks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('writing_tasks_mode_created')
    .on('writing_tasks')
    .columns(['mode', 'created_at', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('writing_tasks').execute();
  await db.schema.dropTable('passages').execute();
}
