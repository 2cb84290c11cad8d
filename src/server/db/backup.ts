// Backups and restores. SQLite: the online backup API, which gives
// a consistent copy while the site keeps running. PostgreSQL: pg_dump's
// custom format (one snapshot, compressed) and pg_restore in one transaction.
import { spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from './client.ts';

/** A problem the person running the command can fix; the message says how. */
export class BackupError extends Error {}

export type BackupKind = 'sqlite' | 'postgres';
const EXTENSION: Record<BackupKind, string> = { sqlite: 'sqlite', postgres: 'pgdump' };

/** english-2025-06-01-083000.sqlite: sorts by date, UTC. */
export function backupFileName(kind: BackupKind, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace('T', '-')
    .replaceAll(':', '');
  return `english-${stamp}.${EXTENSION[kind]}`;
}

/** What a file holds, from its first bytes. */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, 16).toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/**
 * A new, empty backup file that only the site's own user can read or write (0600), in a folder made 0700 when it
 * is new: a backup holds every learner's e-mail address and password hash, like the live database (client.ts).
 * Made before anything is written into it, so no other local user ever sees a byte; `wx` also refuses a file of
 * the same name.
 */
function newBackupPath(directory: string, kind: BackupKind): string {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const file = join(directory, backupFileName(kind, new Date()));
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new BackupError(`${file} already exists: wait a second and try again.`);
    throw error;
  }
  // The process's umask may only take bits away, never add them; this says exactly what the file allows.
  chmodSync(file, 0o600);
  return file;
}

export async function backupSqlite(sqliteFile: string, directory: string): Promise<string> {
  if (!existsSync(sqliteFile)) throw new BackupError(`There is no SQLite database at ${sqliteFile}: check DATA_DIR.`);
  const file = newBackupPath(directory, 'sqlite');
  const source = new SQLite(sqliteFile, { fileMustExist: true });
  try {
    await source.backup(file);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  } finally {
    source.close();
  }
  // The copy keeps the live database's WAL mode, so opening it would leave -wal and -shm files beside it; in
  // rollback mode the backup is one file, whole, to copy elsewhere.
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The backup ${file} failed its integrity check: ${check}`);
  } finally {
    copy.close();
  }
  return file;
}

/** Runs a PostgreSQL client tool; a missing tool or a failure becomes a message a volunteer can act on. */
function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(
          new BackupError(
            `${tool} was not found. Install the PostgreSQL client tools, in a version at least the server's ` +
              '(Debian and Ubuntu: apt-get install postgresql-client), or use your database host’s own backups.',
          ),
        );
      } else reject(error);
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

/**
 * libpq (pg_dump, pg_restore) reads a + in a URL's query as a plus, where
 * Node's pg and URLSearchParams mean a space (options=-c+search_path%3Dx).
 */
export function libpqUrl(url: string): string {
  const parsed = new URL(url);
  const query = [...parsed.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  parsed.search = query ? `?${query}` : '';
  return parsed.toString();
}

/** The schema the site's tables live in: a dump of anything but public names it. */
async function siteSchema(url: string): Promise<{ schema: string; tables: number }> {
  const handle = openDatabase({ engine: 'postgres', url, max: 1 });
  try {
    const { rows } = await sql<{ schema: string | null; tables: number }>`
      select current_schema() as schema,
        (select count(*)::int from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema')) as tables`.execute(handle.db);
    return { schema: rows[0]?.schema ?? 'public', tables: rows[0]?.tables ?? 0 };
  } finally {
    await handle.db.destroy();
  }
}

export async function backupPostgres(url: string, directory: string): Promise<string> {
  const { schema } = await siteSchema(url);
  const file = newBackupPath(directory, 'postgres');
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`];
  if (schema !== 'public') args.push(`--schema=${schema}`);
  try {
    await run('pg_dump', [...args, `--dbname=${libpqUrl(url)}`]);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  return file;
}

function checkKind(file: string, expected: BackupKind) {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const kind = backupKindOf(file);
  if (kind === expected) return;
  if (kind === 'sqlite') {
    throw new BackupError(
      'This is a SQLite backup, but DATABASE_URL points at PostgreSQL. Restore it with DATABASE_URL unset, ' +
        'then move it with npm run move-to-postgres.',
    );
  }
  if (kind === 'postgres') {
    throw new BackupError(
      'This is a PostgreSQL backup: set DATABASE_URL to an empty PostgreSQL database to restore it.',
    );
  }
  throw new BackupError(`${file} is not a backup made by npm run backup.`);
}

/** Into DATA_DIR/english.sqlite, which must not exist yet: a restore never overwrites a community's data. */
export async function restoreSqlite(backupFile: string, sqliteFile: string): Promise<void> {
  checkKind(backupFile, 'sqlite');
  if (existsSync(sqliteFile)) {
    throw new BackupError(
      `${sqliteFile} already exists. Stop the site, move english.sqlite (with any english.sqlite-wal and ` +
        'english.sqlite-shm beside it) out of DATA_DIR, then restore again.',
    );
  }
  const source = new SQLite(backupFile, { readonly: true, fileMustExist: true });
  const partial = `${sqliteFile}.restoring`;
  try {
    const check = source.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The backup failed its integrity check: ${check}`);
    rmSync(partial, { force: true });
    mkdirSync(dirname(sqliteFile), { recursive: true });
    await source.backup(partial);
  } finally {
    source.close();
  }
  // Renamed only once whole: a site started meanwhile never sees half a database.
  renameSync(partial, sqliteFile);
}

/** Into an empty PostgreSQL database (no tables at all), in one transaction. */
export async function restorePostgres(backupFile: string, url: string): Promise<void> {
  checkKind(backupFile, 'postgres');
  const { tables } = await siteSchema(url);
  if (tables > 0) {
    throw new BackupError(
      `The database of DATABASE_URL already has ${tables} tables. Restore into a new, empty database ` +
        '(e.g. createdb english_restored) and point DATABASE_URL at it.',
    );
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${libpqUrl(url)}`,
    backupFile,
  ]);
}
