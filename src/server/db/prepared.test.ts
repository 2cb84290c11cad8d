import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../../tests/support/database.ts';
import { preparedQuery } from './prepared.ts';

describe.each(ENGINES)('preparedQuery on %s', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  it('binds each call its own values, in any order the SQL uses them, beside the constants the query holds', async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    const user = (id: string, email: string, lockedAt: number | null) => ({
      id,
      email,
      username: id,
      password_hash: 'x',
      security_question: 'q',
      security_answer_hash: 'x',
      created_at: 1_000,
      last_login_at: null,
      locked_at: lockedAt,
    });
    await db
      .insertInto('users')
      .values([
        user('ana', 'ana@example.org', null),
        user('ben', 'ben@example.org', null),
        user('cy', 'cy@example.org', 5),
      ])
      .execute();
    // The second argument reaches the SQL before the first; 'never' and null are the query's own.
    const find = preparedQuery(db, 2, (email: string, createdBefore: number) =>
      db
        .selectFrom('users')
        .select(['id'])
        .where('created_at', '<', createdBefore)
        .where('email', '=', email)
        .where('username', '!=', 'never')
        .where('locked_at', 'is', null),
    );
    expect(await find('ben@example.org', 2_000)).toEqual([{ id: 'ben' }]);
    expect(await find('ana@example.org', 2_000)).toEqual([{ id: 'ana' }]);
    expect(await find('ana@example.org', 500)).toEqual([]);
    expect(await find('cy@example.org', 2_000)).toEqual([]);
  });

  it('refuses a query that does not pass an argument through as a value', async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    const find = preparedQuery(db, 2, (id: string, _unused: string) =>
      db.selectFrom('users').select(['id']).where('id', '=', id),
    );
    await expect(find('ana', 'ignored')).rejects.toThrow('only 1 of 2 arguments reach the SQL');
  });
});
