// Append-only migrations, listed here explicitly (no file scanning, so the
// bundled server carries them). Kysely records applied ones in
// kysely_migration, which makes every restart safe.
import { type Migration, Migrator, sql } from 'kysely';
import type { DatabaseHandle, Db } from './client.ts';
import * as m001 from './migrations/001-accounts.ts';
import * as m002 from './migrations/002-rate-limits.ts';
import * as m003 from './migrations/003-content.ts';
import * as m004 from './migrations/004-progress.ts';
import * as m005 from './migrations/005-words.ts';
import * as m006 from './migrations/006-writing-attempts.ts';
import * as m007 from './migrations/007-attempts-per-learner.ts';
import * as m008 from './migrations/008-progress-totals.ts';
import * as m009 from './migrations/009-word-glosses.ts';
import * as m010 from './migrations/010-content-reports.ts';
import * as m011 from './migrations/011-volunteer-tools.ts';
import * as m015 from './migrations/015-story-families.ts';
import * as m016 from './migrations/016-interface-preferences.ts';
import * as m017 from './migrations/017-passage-reads.ts';
import * as m018 from './migrations/018-list-order-indexes.ts';
import * as m019 from './migrations/019-word-senses.ts';
import * as m020 from './migrations/020-community-safeguards.ts';
import * as m021 from './migrations/021-attempt-task-title.ts';
import * as m022 from './migrations/022-passage-translations.ts';
import * as m023 from './migrations/023-translations-by.ts';
import * as m024 from './migrations/024-tutoring.ts';

const migrations: Record<string, Migration> = {
  '001-accounts': m001,
  '002-rate-limits': m002,
  '003-content': m003,
  '004-progress': m004,
  '005-words': m005,
  '006-writing-attempts': m006,
  '007-attempts-per-learner': m007,
  '008-progress-totals': m008,
  '009-word-glosses': m009,
  '010-content-reports': m010,
  '011-volunteer-tools': m011,
  '015-story-families': m015,
  '016-interface-preferences': m016,
  '017-passage-reads': m017,
  '018-list-order-indexes': m018,
  '019-word-senses': m019,
  '020-community-safeguards': m020,
  '021-attempt-task-title': m021,
  '022-passage-translations': m022,
  '023-translations-by': m023,
  '024-tutoring': m024,
};

/**
 * Several instances may start at the same moment on one PostgreSQL: each
 * holds this session-level advisory lock from the first look at the
 * bookkeeping tables to the last migration, so the others wait and then find
 * nothing left to do. (Kysely takes a lock of its own around the migrations
 * themselves, under another key; ours also covers creating its tables.)
 */
export const MIGRATION_LOCK_KEY = 7_305_182_640_113;

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  if (handle.engine !== 'postgres') return runMigrations(handle);
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
    try {
      return await runMigrations(handle);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
    }
  });
}

async function runMigrations({ db, engine }: DatabaseHandle): Promise<string[]> {
  // On PostgreSQL, keep Kysely's bookkeeping in our own schema: its existence
  // check looks across every schema and would be fooled by another app's tables.
  const migrationTableSchema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The newest migration this code knows. */
export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1) ?? '';

/** The newest migration applied to the database (null before the first). */
export async function appliedMigration(db: Db): Promise<string | null> {
  const { rows } = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db);
  return rows[0]?.name ?? null;
}
