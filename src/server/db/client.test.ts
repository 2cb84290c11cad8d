import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseOptionsFromConfig, openDatabase, withStatementCache } from './client.ts';
import { migrateToLatest } from './migrate.ts';

describe('withStatementCache', () => {
  let sqlite: SQLite.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('prepares a statement once and reuses it, with fresh parameters each run', () => {
    sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    const first = db.prepare('select ? as n');
    expect(db.prepare('select ? as n')).toBe(first);
    expect((first as SQLite.Statement).get(1)).toEqual({ n: 1 });
    expect((db.prepare('select ? as n') as SQLite.Statement).get(2)).toEqual({ n: 2 });
  });

  it('keeps only the most recently used statements', () => {
    sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite, 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    db.prepare('select 1'); // now 'select 2' is the least recently used
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two); // dropped, prepared again
  });

  it('closes the database', () => {
    sqlite = new SQLite(':memory:');
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});

describe('the SQLite files (issue 30)', () => {
  it('are readable by the site’s own user only, in a folder only it can enter, even under a lax umask', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'english-modes-')), 'data');
    const old = process.umask(0o022);
    try {
      const { db } = openDatabase(databaseOptionsFromConfig({ dataDir: dir }));
      await migrateToLatest({ db, engine: 'sqlite' });
      await sql`select 1`.execute(db);
      const mode = (path: string) => statSync(path).mode & 0o777;
      expect(mode(dir)).toBe(0o700);
      for (const file of readdirSync(dir)) expect({ file, mode: mode(join(dir, file)) }).toEqual({ file, mode: 0o600 });
      expect(readdirSync(dir)).toContain('english.sqlite-wal');
      await db.destroy();
    } finally {
      process.umask(old);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
