import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';

type Learner = Awaited<ReturnType<typeof registerUser>>;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const reading = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  occurredAt: minutesAgo(5),
  data: { type: 'reading-session', words: 250, seconds: 180, level: 'early-learner', topic: 'food', ...overrides },
});
const quiz = (correct = 5) => ({
  id: randomUUID(),
  occurredAt: minutesAgo(4),
  data: { type: 'quiz', correct, total: 5, level: 'early-learner', topic: 'food' },
});

describe.each(ENGINES)('progress on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const post = (user: { userId: string; cookie: string }, events: object[], timeZone = 'America/Toronto') =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/activity`,
      payload: { events, timeZone },
      headers: { cookie: user.cookie },
    });
  const profile = async (user: { userId: string; cookie: string }) =>
    (
      await t.app.inject({
        url: `/api/user/${user.userId}/profile?tz=America/Toronto`,
        headers: { cookie: user.cookie },
      })
    ).json();

  it('answers 401 signed out and 403 for another learner', async () => {
    const ana = await registerUser(t.app);
    const ben = await registerUser(t.app);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/${ana.userId}/activity`,
          payload: { events: [reading()] },
        })
      ).statusCode,
    ).toBe(401);
    expect((await post({ userId: ana.userId, cookie: ben.cookie }, [reading()])).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/user/${ana.userId}/profile`, headers: { cookie: ben.cookie } })).statusCode,
    ).toBe(403);
  });

  it('turns events into XP, a badge, the streak, challenge progress and today’s minutes', async () => {
    const user = await registerUser(t.app);
    const res = await post(user, [reading(), quiz(5)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 2, duplicates: 0, points: 12 + 15 });
    const p = await profile(user);
    expect(p.profile).toMatchObject({ userId: user.userId, username: user.username, points: 27, level: 1, streak: 1 });
    expect(p.summary.badges.map((b: { id: string }) => b.id).sort()).toEqual([
      'first-story',
      'perfect-score',
      'quiz-starter',
    ]);
    expect(p.summary.today.minutes).toBe(3);
    expect(p.summary.today.challenges[0]).toMatchObject({
      title: 'Read 2 passages',
      currentValue: 1,
      completed: false,
    });
    expect(p.profile.preferences.adaptiveDifficulty).toMatchObject({ currentLevel: 'early-learner' });
  });

  it('counts a replayed event once', async () => {
    const user = await registerUser(t.app);
    const event = reading();
    await post(user, [event]);
    const again = await post(user, [event, event]);
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 2, points: 12 });
  });

  it('awards a completed challenge’s XP once, however often the events are replayed', async () => {
    const user = await registerUser(t.app);
    const events = [reading(), reading()];
    expect((await post(user, events)).json().points).toBe(24 + 50);
    expect((await post(user, events)).json().points).toBe(24 + 50);
    expect((await post(user, [reading()])).json().points).toBe(36 + 50);
    const p = await profile(user);
    expect(p.summary.today.challenges[0]).toMatchObject({ currentValue: 2, completed: true });
  });

  it('loses nothing when two devices write at once', async () => {
    const user = await registerUser(t.app);
    const results = await Promise.all([
      post(user, [reading(), quiz(3)]),
      post(user, [reading({ words: 500 }), quiz(4)]),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const p = await profile(user);
    expect(p.summary.stats).toMatchObject({ totalReadingSessions: 2, totalWordsRead: 750, totalQuizzesCompleted: 2 });
    expect(p.profile.points).toBe(12 + 11 + 15 + 13 + 50); // two readings complete the reading challenge
  });

  it.each([
    ['an unknown type', { type: 'dancing', seconds: 10 }],
    ['negative words', { type: 'reading-session', words: -5, seconds: 60, level: 'early-learner', topic: 'food' }],
    [
      'a 10-hour session',
      { type: 'reading-session', words: 100, seconds: 36_000, level: 'early-learner', topic: 'food' },
    ],
    [
      'a million words',
      { type: 'reading-session', words: 1_000_000, seconds: 60, level: 'early-learner', topic: 'food' },
    ],
    [
      'more correct answers than questions',
      { type: 'quiz', correct: 6, total: 5, level: 'early-learner', topic: 'food' },
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, data) => {
    const user = await registerUser(t.app);
    const res = await post(user, [reading(), { id: randomUUID(), occurredAt: minutesAgo(1), data }]);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
    expect((await profile(user)).profile.points).toBe(0);
  });

  it('answers the snapshot calls of §7 with the derived record, which a snapshot cannot change', async () => {
    const ana = await registerUser(t.app);
    const ben = await registerUser(t.app);
    await post(ana, [reading({ words: 240 })]);
    const pointsBefore = (await profile(ana)).profile.points;
    expect(pointsBefore).toBeGreaterThan(0);
    const send = (user: Learner, path: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/${ana.userId}/${path}`,
        payload: payload as object,
        headers: { cookie: user.cookie },
      });

    const inflated = await send(ana, 'progress', {
      reading: { totalWords: 1_000_000, wordsRead: 1_000_000, timeSpent: 9, sessionsCompleted: 400 },
      lastUpdated: new Date().toISOString(),
    });
    expect(inflated.statusCode).toBe(200);
    expect(inflated.json().progress.reading).toMatchObject({ wordsRead: 240, sessionsCompleted: 1 });
    expect(
      (await send(ana, 'progress', { writing: { totalTasksCompleted: 50 } })).json().progress.writing,
    ).toMatchObject({ totalTasksCompleted: 0 });
    const achievements = await send(ana, 'achievements', [{ id: 'legend-of-everything', title: 'Made up' }]);
    expect(achievements.statusCode).toBe(200);
    expect(achievements.json().achievements.map((b: { id: string }) => b.id)).not.toContain('legend-of-everything');
    expect((await profile(ana)).profile.points).toBe(pointsBefore);

    const bad = await send(ana, 'progress', { reading: { totalWords: -5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
    expect((await send(ana, 'achievements', { achievements: 'all of them' })).statusCode).toBe(400);
    expect((await send(ben, 'progress', { writing: {} })).statusCode).toBe(403);
    expect((await send(ben, 'achievements', [])).statusCode).toBe(403);
  });

  it('refuses events from the future', async () => {
    const user = await registerUser(t.app);
    const res = await post(user, [{ ...reading(), occurredAt: new Date(Date.now() + 3_600_000).toISOString() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'An event cannot happen in the future.' });
  });

  it('keeps preferences, with the daily goal rules of §5', async () => {
    const user = await registerUser(t.app);
    const save = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/${user.userId}/preferences`,
        payload: body,
        headers: { cookie: user.cookie },
      });
    expect((await save({ dailyGoalMinutes: 'abc', theme: 'dark' })).json().preferences).toMatchObject({
      dailyGoalMinutes: 30,
      theme: 'dark',
    });
    expect((await save({ dailyGoalMinutes: 500 })).json().preferences).toMatchObject({
      dailyGoalMinutes: 120,
      theme: 'dark',
    });
    expect((await save({ theme: 'purple' })).statusCode).toBe(400);
    const got = (
      await t.app.inject({ url: `/api/user/${user.userId}/preferences`, headers: { cookie: user.cookie } })
    ).json();
    expect(got.preferences).toMatchObject({
      dailyGoalMinutes: 120,
      theme: 'dark',
      adaptiveDifficulty: { shouldAdjust: false },
    });
  });

  it('ranks this week’s XP, moves when another learner practises, and hides who asks', async () => {
    const fresh = await createTestApp(engine);
    try {
      const learners: Learner[] = [];
      for (let i = 0; i < 7; i++) learners.push(await registerUser(fresh.app));
      const send = (u: Learner, events: object[]) =>
        fresh.app.inject({
          method: 'POST',
          url: `/api/user/${u.userId}/activity`,
          payload: { events },
          headers: { cookie: u.cookie },
        });
      for (const [i, u] of learners.entries())
        await send(
          u,
          Array.from({ length: i + 1 }, () => quiz(5)),
        );
      const board = async (u: Learner) =>
        (await fresh.app.inject({ url: '/api/leaderboard', headers: { cookie: u.cookie } })).json();
      const first = await board(learners[0] as Learner);
      expect(first.users).toHaveLength(5);
      expect(first.users[0]).toMatchObject({ rank: 1, username: learners[6]?.username, level: 2 });
      expect(first.users[0]).not.toHaveProperty('email');
      expect(first.me).toEqual({ rank: 7, points: 15 });

      await send(
        learners[0] as Learner,
        Array.from({ length: 10 }, () => quiz(5)),
      );
      const second = await board(learners[0] as Learner);
      expect(second.users[0]).toMatchObject({ username: learners[0]?.username, isYou: true });
      expect(second.me).toBeNull();

      const top = learners[0] as Learner;
      await fresh.app.inject({
        method: 'POST',
        url: `/api/user/${top.userId}/preferences`,
        payload: { hideFromLeaderboard: true },
        headers: { cookie: top.cookie },
      });
      const third = await board(learners[1] as Learner);
      expect(third.users.map((u: { username: string }) => u.username)).not.toContain(top.username);
    } finally {
      await fresh.close();
    }
  });
});
