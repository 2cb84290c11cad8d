import type { Kysely } from 'kysely';

// Learning events (the source of truth for progress) and per-learner settings.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('recorded_at', 'bigint', (c) => c.notNull())
    .addColumn('xp', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('events_pk', ['user_id', 'id'])
    .execute();
  await db.schema.createIndex('events_user_time').on('events').columns(['user_id', 'occurred_at']).execute();

  // XP per learner per week (Sunday, UTC), kept up to date as events arrive,
  // so the leaderboard reads a few index entries instead of a week of events.
  await db.schema
    .createTable('weekly_points')
    .addColumn('week_start', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('weekly_points_pk', ['week_start', 'user_id'])
    .execute();
  await db.schema.createIndex('weekly_points_rank').on('weekly_points').columns(['week_start', 'points']).execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('preferences', 'text', (c) => c.notNull())
    .addColumn('hide_from_leaderboard', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('weekly_points').execute();
  await db.schema.dropTable('user_settings').execute();
  await db.schema.dropTable('events').execute();
}
