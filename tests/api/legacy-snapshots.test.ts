// The SPEC §7 profile-and-sync calls our own client never makes
// (features/legacy-snapshots): a client written to the spec's contract reads
// the derived record through them, and what it sends cannot change progress.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { TORONTO_MIDDAY, testClock } from '../support/clock.ts';
import { ENGINES } from '../support/database.ts';

type Learner = Awaited<ReturnType<typeof registerUser>>;
const clock = testClock(TORONTO_MIDDAY);
// A fixture library passage: 285 words.
const ONE = 'reading/early-learner/food/fx-food-one';

const LEGACY_ROUTES = [
  ['POST', 'profile', { username: 'Ana' }],
  ['GET', 'progress', undefined],
  ['POST', 'progress', { writing: {} }],
  ['GET', 'achievements', undefined],
  ['POST', 'achievements', []],
  ['GET', 'all', undefined],
  ['POST', 'login', {}],
] as const;

describe.each(ENGINES)('the legacy §7 snapshot calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  const call = (user: Learner, method: 'GET' | 'POST', path: string, payload?: unknown, as = user) =>
    t.app.inject({
      method,
      url: `/api/user/${user.userId}/${path}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { cookie: as.cookie },
    });
  const profile = async (user: Learner) => (await call(user, 'GET', 'profile?tz=America/Toronto')).json();

  /** A learner who has read ONE (240 words) today, as the reading page records it. */
  const reader = async () => {
    const user = await registerUser(t.app);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/passage-content',
      payload: { key: ONE },
      headers: { cookie: user.cookie },
    });
    expect(opened.statusCode).toBe(200);
    const read = await call(user, 'POST', 'activity', {
      timeZone: 'America/Toronto',
      events: [
        {
          id: randomUUID(),
          occurredAt: clock.iso(),
          data: { type: 'reading-session', passageKey: ONE, words: 240, seconds: 180, mode: 'normal' },
        },
      ],
    });
    expect(read.statusCode).toBe(200);
    return user;
  };

  it('answers 401 signed out and 403 for another learner on every one of them', async () => {
    const ana = await registerUser(t.app);
    const ben = await registerUser(t.app);
    for (const [method, path, payload] of LEGACY_ROUTES) {
      const signedOut = await t.app.inject({
        method,
        url: `/api/user/${ana.userId}/${path}`,
        ...(payload === undefined ? {} : { payload }),
      });
      expect([`${method} ${path}`, signedOut.statusCode]).toEqual([`${method} ${path}`, 401]);
      const other = await call(ana, method, path, payload, ben);
      expect([`${method} ${path}`, other.statusCode]).toEqual([`${method} ${path}`, 403]);
    }
  });

  it('reads progress, achievements and all the user data as the record derived from events', async () => {
    const ana = await reader();
    const { profile: own, summary } = await profile(ana);

    const progress = await call(ana, 'GET', 'progress?tz=America/Toronto');
    expect(progress.statusCode).toBe(200);
    expect(progress.json().progress.reading).toMatchObject({ wordsRead: 240, sessionsCompleted: 1 });
    expect(progress.json().progress.today).toEqual(summary.today);

    const achievements = await call(ana, 'GET', 'achievements');
    expect(achievements.statusCode).toBe(200);
    expect(achievements.json().achievements.map((b: { id: string }) => b.id)).toEqual(
      summary.badges.map((b: { id: string }) => b.id),
    );
    expect(achievements.json().achievements.map((b: { id: string }) => b.id)).toContain('first-story');

    const all = await call(ana, 'GET', 'all?tz=America/Toronto');
    expect(all.statusCode).toBe(200);
    expect(all.json().userData).toEqual({ profile: own, preferences: own.preferences, summary });
  });

  it('answers the snapshots with the derived record, which a snapshot cannot change', async () => {
    const ana = await reader();
    const pointsBefore = (await profile(ana)).profile.points;
    expect(pointsBefore).toBeGreaterThan(0);

    const inflated = await call(ana, 'POST', 'progress', {
      reading: { totalWords: 1_000_000, wordsRead: 1_000_000, timeSpent: 9, sessionsCompleted: 400 },
      lastUpdated: clock.iso(),
    });
    expect(inflated.statusCode).toBe(200);
    expect(inflated.json().success).toBe(true);
    expect(inflated.json().progress.reading).toMatchObject({ wordsRead: 240, sessionsCompleted: 1 });
    expect(
      (await call(ana, 'POST', 'progress', { writing: { totalTasksCompleted: 50 } })).json().progress.writing,
    ).toMatchObject({ totalTasksCompleted: 0 });
    const achievements = await call(ana, 'POST', 'achievements', [{ id: 'legend-of-everything', title: 'Made up' }]);
    expect(achievements.statusCode).toBe(200);
    expect(achievements.json().achievements.map((b: { id: string }) => b.id)).not.toContain('legend-of-everything');
    expect((await profile(ana)).profile.points).toBe(pointsBefore);

    const bad = await call(ana, 'POST', 'progress', { reading: { totalWords: -5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
    expect((await call(ana, 'POST', 'achievements', { achievements: 'all of them' })).statusCode).toBe(400);
  });

  it('takes a new username from a posted profile, and refuses an empty one', async () => {
    const ana = await registerUser(t.app);
    const renamed = await call(ana, 'POST', 'profile', { username: 'Ana Lima' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ success: true });
    expect((await profile(ana)).profile.username).toBe('Ana Lima');

    const empty = await call(ana, 'POST', 'profile', { username: '' });
    expect(empty.statusCode).toBe(400);
    expect((await profile(ana)).profile.username).toBe('Ana Lima');
  });

  it('records the time of a login call as the last login', async () => {
    const ana = await registerUser(t.app);
    await t.database.db.updateTable('users').set({ last_login_at: null }).where('id', '=', ana.userId).execute();
    expect((await profile(ana)).profile.lastLogin).toBeNull();

    // The app's clock, not the machine's: the login is dated as every other event.
    const before = clock.now();
    const login = await call(ana, 'POST', 'login', {});
    const after = clock.now();
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ success: true });
    const lastLogin = Date.parse((await profile(ana)).profile.lastLogin);
    expect(lastLogin).toBeGreaterThanOrEqual(before);
    expect(lastLogin).toBeLessThanOrEqual(after);
  });
});
