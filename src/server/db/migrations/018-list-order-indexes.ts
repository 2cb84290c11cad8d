import type { Kysely } from 'kysely';

// The passage and task lists without a level, topic or mode are ordered by
// (created_at, key), newest first. Without an index in that order every
// request sorted the whole table; on SQLite it also read each row past its
// long body to reach created_at. These indexes hold every listed column, so
// a page is read from the index alone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('passages_created_key')
    .on('passages')
    .columns(['created_at', 'key', 'level', 'topic', 'title', 'source'])
    .execute();
  await db.schema
    .createIndex('writing_tasks_created_key')
    .on('writing_tasks')
    .columns(['created_at', 'key', 'mode', 'title', 'source'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('writing_tasks_created_key').execute();
  await db.schema.dropIndex('passages_created_key').execute();
}
