import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../../../tests/support/database.ts';
import { createLearnerStanding } from './standing.ts';

const DAY = 86_400_000;
const NOW = 100 * DAY;

describe.each(ENGINES)('which learners the checker counts as established, on %s', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  async function learnerWith(id: string, events: { type: string; occurredAt: number; recordedAt: number }[]) {
    const { db } = database;
    await db
      .insertInto('users')
      .values({
        id,
        email: `${id}@example.org`,
        username: id,
        password_hash: 'x',
        security_question: 'q',
        security_answer_hash: 'x',
        created_at: NOW - 30 * DAY,
        last_login_at: null,
        locked_at: null,
      })
      .execute();
    if (!events.length) return;
    await db
      .insertInto('events')
      .values(
        events.map((e, i) => ({
          user_id: id,
          id: `${id}-${i}`,
          type: e.type,
          occurred_at: e.occurredAt,
          recorded_at: e.recordedAt,
          xp: 10,
          data: '{}',
        })),
      )
      .execute();
  }
  const practice = (type: string, at: number) => ({ type, occurredAt: at, recordedAt: at });

  it('needs three practice events the server recorded a day ago or more', async () => {
    database = await createTestDatabase(engine);
    const isEstablished = createLearnerStanding(database.db, () => NOW);
    await learnerWith('proven', [
      practice('reading-session', NOW - 3 * DAY),
      practice('quiz', NOW - 2 * DAY),
      practice('writing-task', NOW - DAY),
    ]);
    // Busy today, but nothing from yesterday: a fresh account looks like this.
    await learnerWith(
      'fresh',
      [1, 2, 3, 4].map((h) => practice('writing-task', NOW - h * 3_600_000)),
    );
    await learnerWith('two', [practice('quiz', NOW - 5 * DAY), practice('quiz', NOW - 4 * DAY)]);
    // Saved words are not practice on their own.
    await learnerWith(
      'words',
      [1, 2, 3].map((d) => practice('word-learned', NOW - d * DAY)),
    );
    // The device may claim an old time for a queued event; the server's clock is what counts.
    await learnerWith(
      'backdated',
      [1, 2, 3].map(() => ({ type: 'quiz', occurredAt: NOW - 10 * DAY, recordedAt: NOW - 60_000 })),
    );
    await learnerWith('none', []);
    expect(await isEstablished('proven')).toBe(true);
    for (const id of ['fresh', 'two', 'words', 'backdated', 'none']) expect(await isEstablished(id)).toBe(false);
  });

  it('remembers an established learner, and looks an unproven one up again after a minute', async () => {
    database = await createTestDatabase(engine);
    // Her third practice turns a day old at NOW.
    let now = NOW - 10_000;
    const isEstablished = createLearnerStanding(database.db, () => now);
    await learnerWith(
      'ana',
      [2, 1, 0].map((h) => practice('quiz', NOW - DAY - h * 3_600_000)),
    );
    expect(await isEstablished('ana')).toBe(false);
    // Established now, but the answer is remembered for a minute…
    now += 30_000;
    expect(await isEstablished('ana')).toBe(false);
    // …then looked up again.
    now += 30_000;
    expect(await isEstablished('ana')).toBe(true);
    // Once established, no more look-ups.
    await database.db.deleteFrom('events').execute();
    expect(await isEstablished('ana')).toBe(true);
  });
});
