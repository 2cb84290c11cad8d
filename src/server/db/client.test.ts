import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './client.ts';

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
