import { type Kysely, sql } from 'kysely';

// Attempt ids are chosen by the client, so they are unique per learner, not
// across learners: the key is (user_id, id). A text too short to judge has no
// band and no level, so both may be empty.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('writing_attempts_v2')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_key', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('words', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('band', 'real')
    .addColumn('cefr', 'text')
    .addColumn('findings', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('writing_attempts_v2_pk', ['user_id', 'id'])
    .execute();
  await sql`insert into writing_attempts_v2 select id, user_id, task_key, mode, text, words, seconds, score, band, cefr, findings, created_at from writing_attempts`.execute(
    db,
  );
  await db.schema.dropTable('writing_attempts').execute();
  await db.schema.alterTable('writing_attempts_v2').renameTo('writing_attempts').execute();
  await db.schema
    .createIndex('writing_attempts_user_task')
    .on('writing_attempts')
    .columns(['user_id', 'task_key', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('007-attempts-per-learner cannot be undone: attempts of different learners may now share an id.');
}
