import type { Kysely } from 'kysely';

// Issue 22: the volunteers' tools. A learner can be locked (null: not
// locked); a volunteer can give a one-time reset code (only its hash is
// kept; decision 010); every volunteer action is written to an audit table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locked_at', 'bigint').execute();

  await db.schema
    .createTable('reset_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('reset_codes_user_id').on('reset_codes').column('user_id').execute();

  // Who (the shell user), what and when; the target is a learner's id or a
  // content key, never an e-mail address, so nothing personal outlives a deletion.
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_at').on('admin_audit').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_audit').execute();
  await db.schema.dropTable('reset_codes').execute();
  await db.schema.alterTable('users').dropColumn('locked_at').execute();
}
