import { describe, expect, it } from 'vitest';
import { canonicalRow, dependencyOrder, MoveError, TableChecksum, type TableShape } from './move.ts';

const table = (name: string, parents: string[] = []): TableShape => ({
  name,
  columns: ['id'],
  primaryKey: ['id'],
  parents,
});

describe('dependencyOrder', () => {
  it('puts every table after the tables it points at', () => {
    const order = dependencyOrder([
      table('word_glosses', ['passages']),
      table('sessions', ['users']),
      table('users'),
      table('passages'),
      table('words', ['users']),
    ]).map((t) => t.name);
    expect(order).toEqual(['passages', 'users', 'sessions', 'word_glosses', 'words']);
  });

  it('allows a table that points at itself, and refuses a circle', () => {
    expect(dependencyOrder([table('replies', ['replies'])]).map((t) => t.name)).toEqual(['replies']);
    expect(() => dependencyOrder([table('a', ['b']), table('b', ['a'])])).toThrowError(MoveError);
  });
});

describe('the checksum', () => {
  it('does not depend on the order rows are read in', () => {
    const one = new TableChecksum();
    const two = new TableChecksum();
    for (const row of ['["a",1]', '["b",2]', '["c",3]']) one.add(row);
    for (const row of ['["c",3]', '["a",1]', '["b",2]']) two.add(row);
    expect(two.hex).toBe(one.hex);
    expect(two.rows).toBe(3);
  });

  it('changes when one value changes', () => {
    const one = new TableChecksum();
    const two = new TableChecksum();
    one.add(canonicalRow(['a', 1, null], [false, false, false]));
    two.add(canonicalRow(['a', 2, null], [false, false, false]));
    expect(two.hex).not.toBe(one.hex);
  });

  it('compares 4-byte real columns at the precision PostgreSQL keeps', () => {
    // SQLite keeps 2.3600000000000003; PostgreSQL's real gives back 2.36.
    expect(canonicalRow([2.3600000000000003], [true])).toBe(canonicalRow([2.36], [true]));
    expect(canonicalRow([2.3600000000000003], [false])).not.toBe(canonicalRow([2.36], [false]));
  });
});
