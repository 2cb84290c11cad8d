import type { Kysely } from 'kysely';

// Volunteer tutors (decision 038). A tutor is a learner a site volunteer
// granted the role to (revoking removes the row; suspending keeps it with
// suspended_at). A request holds a copy of the text it asks about (the
// comments' offsets point into it) and the tutor's answer; its comments are
// rows of their own. A learner's report on an answer waits for the
// volunteers. A deleted learner's requests go with them; a deleted tutor's
// answers stay for the learners who have them, with tutor_id null (its
// comments too: they name their tutor, for the tutor's own copy of their data).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tutors')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .addColumn('suspended_at', 'bigint')
    .execute();
  await db.schema
    .createTable('tutor_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('learner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempt_id', 'text', (c) => c.notNull())
    .addColumn('task_title', 'text', (c) => c.notNull())
    .addColumn('task_prompt', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('level', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('words', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('tutor_id', 'text')
    .addColumn('answered_at', 'bigint')
    .addColumn('went_well', 'text')
    .addColumn('to_practise', 'text')
    .addColumn('suggested_level', 'text')
    .addColumn('seen_at', 'bigint')
    .addColumn('thanked_at', 'bigint')
    .addColumn('follow_up', 'text')
    .addColumn('follow_up_at', 'bigint')
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('tutor_requests_attempt')
    .on('tutor_requests')
    .columns(['learner_id', 'attempt_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('tutor_requests_waiting')
    .on('tutor_requests')
    .columns(['answered_at', 'created_at'])
    .execute();
  await db.schema.createIndex('tutor_requests_tutor').on('tutor_requests').columns(['tutor_id']).execute();
  await db.schema
    .createTable('tutor_comments')
    .addColumn('request_id', 'text', (c) => c.notNull().references('tutor_requests.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('tutor_id', 'text')
    .addColumn('span_start', 'integer', (c) => c.notNull())
    .addColumn('span_end', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('rewrite', 'text')
    .addPrimaryKeyConstraint('tutor_comments_pk', ['request_id', 'id'])
    .execute();
  await db.schema
    .createTable('tutor_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('tutor_requests.id').onDelete('cascade'))
    .addColumn('comment_id', 'text', (c) => c.notNull())
    .addColumn('learner_id', 'text', (c) => c.notNull())
    .addColumn('tutor_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('tutor_reports_request_comment')
    .on('tutor_reports')
    .columns(['request_id', 'comment_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tutor_reports').execute();
  await db.schema.dropTable('tutor_comments').execute();
  await db.schema.dropTable('tutor_requests').execute();
  await db.schema.dropTable('tutors').execute();
}
