// Real databases for tests: a fresh in-memory SQLite per call, and, when
// TEST_DATABASE_URL is set, a fresh PostgreSQL schema per call. Tests are
// isolated by a new database, never by cleaning up a shared one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, type Engine, openDatabase } from '#src/server/db/client.ts';
import { migrateToLatest } from '#src/server/db/migrate.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The engines every database test runs on. */
export const ENGINES: Engine[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void> };

/**
 * A fresh database that another process can open too (the admin command in a
 * child process): a SQLite file in its own DATA_DIR, or a PostgreSQL schema
 * named in DATABASE_URL. `env` is what that process needs.
 */
export async function createSharedTestDatabase(
  engine: Engine,
): Promise<TestDatabase & { env: Record<string, string> }> {
  if (engine === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'english-shared-'));
    const handle = openDatabase({ engine: 'sqlite', file: join(dataDir, 'english.sqlite') });
    await migrateToLatest(handle);
    return {
      ...handle,
      env: { DATA_DIR: dataDir },
      dispose: async () => {
        await handle.db.destroy().catch(() => undefined);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createTestDatabase('postgres');
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]
    ?.schema;
  const url = new URL(TEST_DATABASE_URL as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  // PostgreSQL needs a shared APP_SECRET (decision 003); any will do in a test.
  return {
    ...database,
    env: { DATABASE_URL: url.toString(), APP_SECRET: 'a-test-secret-of-at-least-thirty-two-characters' },
  };
}

export async function createTestDatabase(engine: Engine, { migrate = true } = {}): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const handle = openDatabase({ engine: 'sqlite', file: ':memory:' });
    if (migrate) await migrateToLatest(handle);
    return { ...handle, dispose: () => handle.db.destroy().catch(() => undefined) };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ engine: 'postgres', url: TEST_DATABASE_URL, schema, max: 4 });
  if (migrate) await migrateToLatest(handle);
  return {
    ...handle,
    dispose: async () => {
      await handle.db.destroy().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/**
 * Two handles on one fresh database, as two instances of the site behind a
 * load balancer have: SQLite in a file both open, or one PostgreSQL schema.
 * Dispose the second before the first (the first removes the database).
 */
export async function createTwoHandleDatabase(engine: Engine): Promise<[TestDatabase, TestDatabase]> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'english-shared-'));
    const file = join(dir, 'english.sqlite');
    const first = openDatabase({ engine: 'sqlite', file });
    await migrateToLatest(first);
    const second = openDatabase({ engine: 'sqlite', file });
    return [
      {
        ...first,
        dispose: async () => {
          await first.db.destroy().catch(() => undefined);
          rmSync(dir, { recursive: true, force: true });
        },
      },
      { ...second, dispose: () => second.db.destroy().catch(() => undefined) },
    ];
  }
  const first = await createTestDatabase('postgres');
  // The schema createTestDatabase made, read back from the connection's search_path.
  const schema = await sql<{ schema: string }>`select current_schema() as schema`.execute(first.db);
  const name = schema.rows[0]?.schema;
  if (!name || !TEST_DATABASE_URL) throw new Error('no schema for the second handle');
  const second = openDatabase({ engine: 'postgres', url: TEST_DATABASE_URL, schema: name, max: 4 });
  return [first, { ...second, dispose: () => second.db.destroy().catch(() => undefined) }];
}
