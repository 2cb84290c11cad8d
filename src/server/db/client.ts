// The database: embedded SQLite (WAL) in DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Both speak through one Kysely instance.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { BoundedMap } from '../lib/bounded-map.ts';
import type { Database } from './types.ts';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** The database or an open transaction: repositories take one so a service can group writes (STYLE #4). */
export type Executor = Kysely<Database> | Transaction<Database>;
export type PoolStats = { total: number; idle: number; waiting: number; max: number };
/** poolStats: PostgreSQL's connection pool use, for /metrics (SQLite has one connection). */
export type DatabaseHandle = { db: Db; engine: Engine; poolStats?: () => PoolStats };

// int8 (bigint) columns hold epoch milliseconds, far below 2^53: read them as numbers.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export type DatabaseOptions =
  | { engine: 'sqlite'; file: string }
  | { engine: 'postgres'; url: string; schema?: string; max?: number };

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.engine === 'postgres') {
    const max = options.max ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      types: pgTypes as pg.CustomTypesConfig,
      // A schema per test file keeps tests isolated on one server.
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    };
  }
  if (options.file !== ':memory:') ownerOnly(options.file);
  const sqlite = new SQLite(options.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    engine: 'sqlite',
  };
}

/** Enough for every query the app builds; `in (?, ?, …)` lists of many lengths push out the least recently used. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement anew, which cost about a
 * tenth of a profile request (decision 016). A statement can be reused once it
 * has finished; Kysely runs one query at a time on the single connection, so
 * a cached statement is never in use twice.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new BoundedMap<string, SQLite.Statement>(size);
  return {
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}

/**
 * The learners' data is readable by the site's own user only (issue 30: the
 * file was created 0644, readable by every local user): the database file is
 * made 0600 before SQLite opens it, and SQLite gives its -wal and -shm files
 * the same mode. An existing file from an older install is tightened too.
 */
function ownerOnly(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  for (const extra of [`${file}-wal`, `${file}-shm`]) if (existsSync(extra)) chmodSync(extra, 0o600);
}

/** DATABASE_URL picks PostgreSQL; otherwise DATA_DIR/english.sqlite, in a folder only the site's user can enter. */
export function databaseOptionsFromConfig(config: { databaseUrl?: string; dataDir: string }): DatabaseOptions {
  if (config.databaseUrl) return { engine: 'postgres', url: config.databaseUrl };
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(config.dataDir, 0o700);
  return { engine: 'sqlite', file: join(config.dataDir, 'english.sqlite') };
}
