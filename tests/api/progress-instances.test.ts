// The learner's summary and profile answer are kept in memory per instance
// (issue 16). Behind a load balancer another instance may take the learner's
// next event, settings, name or sign-in: every read must still show them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { createTwoHandleDatabase, ENGINES } from '../support/database.ts';

const PASSAGE = 'reading/early-learner/food/fx-food-one';

describe.each(ENGINES)('two instances on one %s database', (engine) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const [first, second] = await createTwoHandleDatabase(engine);
    a = await createTestApp(engine, {}, { database: first });
    b = await createTestApp(engine, {}, { database: second });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const profileOn = async (t: TestApp, user: { userId: string; cookie: string }) => {
    const res = await t.app.inject({ url: `/api/user/${user.userId}/profile`, headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  /** Opens the passage and reads it for `seconds` on instance `t`: the answer of the activity POST. */
  const read = async (t: TestApp, user: { userId: string; cookie: string }, seconds: number) => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/passage-content',
      payload: { key: PASSAGE },
      headers: { cookie: user.cookie },
    });
    expect(opened.statusCode).toBe(200);
    const event = {
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      data: { type: 'reading-session', passageKey: PASSAGE, seconds },
    };
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/activity`,
      payload: { events: [event], timeZone: 'UTC' },
      headers: { cookie: user.cookie },
    });
    expect(sent.statusCode).toBe(200);
    return sent.json();
  };

  it('shows an event taken by the other instance on the next read', async () => {
    const user = await registerUser(a.app);
    const before = await profileOn(a, user);
    expect(before.profile.points).toBe(0);
    expect(await profileOn(a, user)).toEqual(before); // the kept summary, unchanged

    const { points } = await read(b, user, 180);
    expect(points).toBeGreaterThan(0);

    const after = await profileOn(a, user);
    expect(after.profile.points).toBe(points);
    expect(after.summary.reading.sessionsCompleted).toBe(1);
  });

  it('shows preferences saved on the other instance on the next read', async () => {
    const user = await registerUser(a.app);
    expect((await profileOn(a, user)).profile.preferences.preferredReadingLevel).not.toBe('advanced-reader');
    const saved = await b.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/preferences`,
      payload: { preferredReadingLevel: 'advanced-reader' },
      headers: { cookie: user.cookie },
    });
    expect(saved.statusCode).toBe(200);
    expect((await profileOn(a, user)).profile.preferences.preferredReadingLevel).toBe('advanced-reader');
  });

  it('shows a name changed and a sign-in made on the other instance on the next read', async () => {
    const user = await registerUser(a.app);
    expect((await read(a, user, 120)).accepted).toBe(1); // the learner has running totals: their answer is kept
    const before = await profileOn(a, user);
    expect(await profileOn(a, user)).toEqual(before);

    const renamed = await b.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/profile`,
      payload: { username: 'Renamed Elsewhere' },
      headers: { cookie: user.cookie },
    });
    expect(renamed.statusCode).toBe(200);
    const afterRename = await profileOn(a, user);
    expect(afterRename.profile.username).toBe('Renamed Elsewhere');

    const signIn = await b.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    const afterSignIn = await profileOn(a, user);
    expect(afterSignIn.profile.lastLogin).not.toBe(afterRename.profile.lastLogin);
    expect(afterSignIn.profile.username).toBe('Renamed Elsewhere');
  });
});
