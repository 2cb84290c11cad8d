import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES } from '#src/domain/activity.ts';
import { INTERFACE_LANGUAGES } from '#src/domain/display-options.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { TORONTO_MIDDAY, testClock } from '../support/clock.ts';
import { ENGINES } from '../support/database.ts';

type Learner = Awaited<ReturnType<typeof registerUser>>;
// The app and the events share this clock: midday in Toronto, whenever the suite runs.
const clock = testClock(TORONTO_MIDDAY);
const minutesAgo = (m: number) => clock.iso(m * 60_000);
// The fixture library's passages: 285 words each (12 XP to read), every correct answer is option 0.
const ONE = 'reading/early-learner/food/fx-food-one';
const TWO = 'reading/early-learner/food/fx-food-two';
const DAILY = 'reading/early-learner/daily-life/fx-daily';
// One learner reads one story at a time (issue 30: readings may not overlap): each passage's
// three-minute reading ends at its own time, the three one after another.
const READ_ENDS: Record<string, number> = { [ONE]: 0, [TWO]: 3 * 60_000, [DAILY]: 6 * 60_000 };
const reading = (passageKey = ONE, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  occurredAt: clock.iso(READ_ENDS[passageKey] ?? 0),
  data: { type: 'reading-session', passageKey, words: 285, seconds: 180, mode: 'normal', ...overrides },
});
const quiz = (passageKey = ONE, answers = [0, 0, 0, 0, 0]) => ({
  id: randomUUID(),
  occurredAt: clock.iso(),
  data: { type: 'quiz', passageKey, answers },
});

describe.each(ENGINES)('progress on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: clock.now });
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
  /** Opens passages as the reading page does, which is what lets their reading and quiz count. */
  const open = async (user: { cookie: string }, ...keys: string[]) => {
    for (const key of keys) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/passage-content',
        payload: { key },
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(200);
    }
  };
  const reader = async () => {
    const user = await registerUser(t.app);
    await open(user, ONE, TWO, DAILY);
    return user;
  };

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

  it('turns verified events into XP, a badge, the streak, challenge progress and today’s minutes', async () => {
    const user = await reader();
    const res = await post(user, [reading(), quiz()]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 2, duplicates: 0, points: 12 + 15 });
    expect(
      res
        .json()
        .newBadges.map((b: { id: string }) => b.id)
        .sort(),
    ).toEqual(['first-story', 'perfect-score', 'quiz-starter']);
    const p = await profile(user);
    expect(p.profile).toMatchObject({ userId: user.userId, username: user.username, points: 27, level: 1, streak: 1 });
    expect(p.summary.badges.map((b: { id: string }) => b.id).sort()).toEqual([
      'first-story',
      'perfect-score',
      'quiz-starter',
    ]);
    expect(p.summary.stats).toMatchObject({ totalReadingSessions: 1, totalWordsRead: 285, averageQuizScore: 100 });
    expect(p.summary.today.minutes).toBe(3);
    expect(p.summary.today.challenges[0]).toMatchObject({
      title: 'Read 2 passages',
      currentValue: 1,
      completed: false,
    });
    expect(p.profile.preferences.adaptiveDifficulty).toMatchObject({ currentLevel: 'early-learner' });
  });

  it('counts a replayed event once', async () => {
    const user = await reader();
    const event = reading();
    await post(user, [event]);
    const again = await post(user, [event, event]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 2, points: 12 });
  });

  it('puts practice either side of midnight on its own day: a two-day streak, and today holds only today’s', async () => {
    const midnight = testClock('2026-01-15T00:01:00-05:00'); // one minute into Thursday in Toronto
    const late = await createTestApp(engine, {}, { now: midnight.now });
    try {
      const user = await registerUser(late.app);
      const headers = { cookie: user.cookie };
      for (const key of [ONE, TWO]) {
        const opened = await late.app.inject({
          method: 'POST',
          url: '/api/passage-content',
          payload: { key },
          headers,
        });
        expect(opened.statusCode).toBe(200);
      }
      const beforeMidnight = { ...reading(ONE), occurredAt: midnight.iso(3 * 60_000) }; // 23:58 on Wednesday
      const afterMidnight = { ...reading(TWO), occurredAt: midnight.iso() };
      const res = await late.app.inject({
        method: 'POST',
        url: `/api/user/${user.userId}/activity`,
        payload: { events: [beforeMidnight, afterMidnight], timeZone: 'America/Toronto' },
        headers,
      });
      expect(res.statusCode).toBe(200);
      // One reading a day: no 'Read 2 passages' challenge on either day.
      expect(res.json().points).toBe(12 + 12);
      const p = (await late.app.inject({ url: `/api/user/${user.userId}/profile?tz=America/Toronto`, headers })).json();
      expect(p.profile.streak).toBe(2);
      expect(p.summary.today.minutes).toBe(3);
      expect(p.summary.today.challenges[0]).toMatchObject({
        title: 'Read 2 passages',
        currentValue: 1,
        completed: false,
      });
    } finally {
      await late.close();
    }
  });

  it('takes the device’s time zone as the learner’s, keeps it, and follows a move from the next local day, keeping their settings', async () => {
    const user = await reader();
    const storedZone = async () =>
      (await t.app.inject({ url: `/api/user/${user.userId}/profile`, headers: { cookie: user.cookie } })).json()
        .timeZone;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/preferences`,
      payload: { dailyGoalMinutes: 30 },
      headers: { cookie: user.cookie },
    });
    expect(saved.statusCode).toBe(200);
    const first = reading(ONE);
    expect((await post(user, [first], 'Asia/Tokyo')).statusCode).toBe(200);
    expect(await storedZone()).toBe('Asia/Tokyo');
    expect((await post(user, [first], 'Asia/Tokyo')).json().duplicates).toBe(1); // a retry, same zone
    expect(await storedZone()).toBe('Asia/Tokyo');
    // After practice, a move takes effect at the next midnight in Tokyo (issue 30): today stays Tokyo's day.
    expect((await post(user, [reading(TWO)], 'America/Toronto')).statusCode).toBe(200);
    expect(await storedZone()).toBe('Asia/Tokyo');
    const settings = await t.database.db
      .selectFrom('user_settings')
      .select(['time_zone', 'previous_time_zone', 'zone_from'])
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(settings).toMatchObject({ time_zone: 'America/Toronto', previous_time_zone: 'Asia/Tokyo' });
    // Midday in Toronto is 2 a.m. the next day in Tokyo: the move waits until the following midnight there.
    expect(new Date(Number(settings.zone_from)).toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect((await profile(user)).profile.preferences.dailyGoalMinutes).toBe(30);
  });

  it('awards a completed challenge’s XP once, however often the events are replayed', async () => {
    const user = await reader();
    const events = [reading(ONE), reading(TWO)];
    expect((await post(user, events)).json().points).toBe(24 + 50);
    expect((await post(user, events)).json().points).toBe(24 + 50);
    expect((await post(user, [reading(DAILY)])).json().points).toBe(36 + 50);
    const p = await profile(user);
    expect(p.summary.today.challenges[0]).toMatchObject({ currentValue: 2, completed: true });
  });

  it('loses nothing when two devices write at once', async () => {
    const user = await reader();
    const results = await Promise.all([post(user, [reading(ONE), quiz(ONE)]), post(user, [reading(TWO), quiz(TWO)])]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const p = await profile(user);
    expect(p.summary.stats).toMatchObject({ totalReadingSessions: 2, totalWordsRead: 570, totalQuizzesCompleted: 2 });
    expect(p.profile.points).toBe(12 + 15 + 12 + 15 + 50); // two readings complete the reading challenge
  });

  it('refuses the issue’s attack: 200 made-up reading sessions earn nothing', async () => {
    const user = await registerUser(t.app);
    const madeUp = Array.from({ length: 200 }, (_, i) => ({
      id: randomUUID(),
      occurredAt: minutesAgo(i + 1),
      data: { type: 'reading-session', words: 20_000, seconds: 14_400, level: 'early-learner', topic: 'food' },
    }));
    const res = await post(user, madeUp);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
    // Naming real passages it never opened does not help either.
    const named = await post(
      user,
      madeUp.map((e, i) => ({ ...e, data: { ...e.data, words: 285, passageKey: [ONE, TWO, DAILY][i % 3] } })),
    );
    expect(named.statusCode).toBe(400);
    expect(named.json().error).toBe('Open this passage before you record reading it.');
    expect((await profile(user)).profile.points).toBe(0);
  });

  it('counts a passage once a day, and no more words than it has', async () => {
    const user = await reader();
    const tooMany = await post(user, [reading(ONE, { words: 286 })]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('This passage has fewer words than that.');
    expect((await post(user, [reading(ONE)])).statusCode).toBe(200);
    const again = await post(user, [reading(ONE)]);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This passage already counted today. Read another one for more XP.');
    // Sent in parallel by a script, the same passage still counts once.
    const burst = await Promise.all(Array.from({ length: 6 }, () => post(user, [reading(TWO)])));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await profile(user)).summary.stats.totalReadingSessions).toBe(2);
  });

  it('scores a quiz on the server from the chosen answers, whatever score the client claims', async () => {
    const user = await reader();
    const claimed = quiz(ONE, [0, 0, 1, 2, 3]);
    // A quiz checks a reading: before the story's reading counted, it does not (issue 30).
    const unread = await post(user, [claimed]);
    expect(unread.statusCode).toBe(400);
    // It says how long the reading needs: the story's 285 words at 400 a minute.
    expect(unread.json().error).toBe(
      'Read the story first: its quiz counts after you have read it for at least 43 seconds.',
    );
    expect((await post(user, [reading(ONE)])).statusCode).toBe(200);
    const res = await post(user, [{ ...claimed, data: { ...claimed.data, correct: 5, total: 5 } }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().points).toBe(12 + 5 + 4); // the reading, then 2 of 5 right: 40%
    expect((await profile(user)).summary.stats).toMatchObject({ totalQuizzesCompleted: 1, averageQuizScore: 40 });
    expect((await post(user, [reading(TWO)])).statusCode).toBe(200);
    const short = await post(user, [quiz(TWO, [0, 0])]);
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Send one answer for each question of this passage.');
    expect((await post(user, [quiz(ONE)])).json().error).toBe(
      'This quiz already counted today. Try the quiz of another passage.',
    );
  });

  it('sends the passage without its answer key, and each question’s right answer only once the quiz is recorded', async () => {
    const user = await registerUser(t.app);
    const opened = await t.app.inject({ url: `/api/passage-content?key=${ONE}`, headers: { cookie: user.cookie } });
    const { questions, french } = opened.json().content;
    expect(questions[0]).toEqual({ id: `${ONE}#q1`, question: expect.any(String), options: expect.any(Array) });
    for (const q of [...questions, ...(french?.questions ?? [])]) {
      expect(q).not.toHaveProperty('correctAnswer');
      expect(q).not.toHaveProperty('explanation');
    }
    // Before the story's reading counted the quiz is refused, and its answers stay unknown.
    const unread = await post(user, [quiz(ONE, [0, 0, 1, 2, 3])]);
    expect(unread.json()).not.toHaveProperty('quizzes');
    const read = reading(ONE);
    const claimed = quiz(ONE, [0, 0, 1, 2, 3]);
    const res = await post(user, [read, claimed]);
    expect(res.json()).toMatchObject({ accepted: 2 });
    const result = {
      eventId: claimed.id,
      passageKey: ONE,
      correct: 2,
      total: 5,
      questions: [0, 0, 1, 2, 3].map((chosen) => ({
        chosen,
        right: chosen === 0,
        correctAnswer: 0,
        explanation: 'The first paragraph says it brings music and bread.',
      })),
    };
    expect(res.json().quizzes).toEqual([result]);
    // The answer was lost on the way back: the replay (the outbox's next send) brings the same result, counted once.
    const replay = await post(user, [claimed]);
    expect(replay.json()).toMatchObject({ accepted: 0, duplicates: 1, quizzes: [result] });
    // Taken again the same day: not counted, but checked (the learner already had its answers).
    const again = quiz(ONE, [0, 1, 0, 0, 0]);
    const retaken = await post(user, [again]);
    expect(retaken.statusCode).toBe(400);
    expect(retaken.json()).toMatchObject({
      error: ACTIVITY_MESSAGES.quizAlready,
      quiz: { eventId: again.id, correct: 4, total: 5 },
    });
    // An event id of another passage's quiz shows nothing of this one's key.
    const borrowed = await post(user, [{ ...claimed, data: { ...claimed.data, passageKey: TWO } }]);
    expect(borrowed.json().quizzes ?? []).toEqual([]);
  });

  it('takes no writing or word events from clients, and no practice from before the passage was opened', async () => {
    const user = await reader();
    const writing = await post(user, [
      {
        id: randomUUID(),
        occurredAt: minutesAgo(1),
        data: { type: 'writing-task', words: 300, seconds: 600, score: 10, mode: 'essay-writing' },
      },
    ]);
    expect(writing.statusCode).toBe(400);
    expect(writing.json().error).toBe('Writing tasks count when you complete them on the writing page.');
    const word = await post(user, [
      { id: randomUUID(), occurredAt: minutesAgo(1), data: { type: 'word-learned', word: 'market' } },
    ]);
    expect(word.statusCode).toBe(400);
    const backdated = await post(user, [{ ...reading(ONE), occurredAt: minutesAgo(60) }]);
    expect(backdated.statusCode).toBe(400);
    expect(backdated.json().error).toBe('This practice happened before the passage was opened.');
    expect((await profile(user)).profile.points).toBe(0);
  });

  it.each([
    ['an unknown type', { type: 'dancing', seconds: 10 }],
    ['negative words', { type: 'reading-session', passageKey: ONE, words: -5, seconds: 60 }],
    ['a 10-hour session', { type: 'reading-session', passageKey: ONE, words: 100, seconds: 36_000 }],
    ['a quiz without answers', { type: 'quiz', passageKey: TWO, correct: 5, total: 5 }],
    ['a passage that does not exist', { type: 'reading-session', passageKey: 'reading/x/y/z', seconds: 60 }],
  ])('refuses %s with 400 and stores nothing of the request', async (_name, data) => {
    const user = await reader();
    const res = await post(user, [reading(DAILY), { id: randomUUID(), occurredAt: minutesAgo(1), data }]);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
    expect((await profile(user)).profile.points).toBe(0);
  });

  it('rebuilds the same progress from the stored events when the running totals are missing', async () => {
    const user = await reader();
    await post(user, [reading(ONE), quiz(ONE, [0, 0, 0, 1, 1]), reading(TWO), quiz(TWO), reading(DAILY)]);
    const before = await profile(user);
    await t.database.db.deleteFrom('progress_totals').where('user_id', '=', user.userId).execute();
    await t.database.db.deleteFrom('progress_days').where('user_id', '=', user.userId).execute();
    const after = await profile(user);
    expect(after.summary).toEqual(before.summary);
    expect(after.profile.points).toBe(12 * 3 + 11 + 15 + 50);
  });

  it('names the mode most readings were read in, also from totals stored before modes were counted', async () => {
    const user = await reader();
    expect((await profile(user)).summary.stats.favoriteReadingMode).toBeNull();
    await post(user, [
      reading(ONE, { mode: 'pronunciation' }),
      reading(TWO, { mode: 'silent' }),
      reading(DAILY, { mode: 'silent' }),
    ]);
    expect((await profile(user)).summary.stats.favoriteReadingMode).toBe('silent');
    // Totals stored as version 1, before modes were counted, have none: the next read rebuilds them from the events.
    const where = ['user_id', '=', user.userId] as const;
    const row = await t.database.db
      .selectFrom('progress_totals')
      .select('data')
      .where(...where)
      .executeTakeFirstOrThrow();
    const { totals, badges } = JSON.parse(row.data);
    delete totals.readingModes;
    await t.database.db
      .updateTable('progress_totals')
      .set({ version: 1, data: JSON.stringify({ totals, badges }) })
      .where(...where)
      .execute();
    expect((await profile(user)).summary.stats.favoriteReadingMode).toBe('silent');
  });

  it('gives skill levels from stored practice only: the settings’ level, words learned, the average quiz score, no pronunciation', async () => {
    const user = await reader();
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/preferences`,
      payload: { preferredReadingLevel: 'intermediate' },
      headers: { cookie: user.cookie },
    });
    expect(saved.statusCode).toBe(200);
    expect((await profile(user)).summary.stats.skillLevels).toEqual({
      reading: 'intermediate',
      vocabulary: 0,
      comprehension: null,
      pronunciation: null,
    });
    await post(user, [reading(ONE), quiz(ONE, [0, 0, 0, 1, 1]), reading(TWO), quiz(TWO)]);
    const levels = { reading: 'intermediate', vocabulary: 0, comprehension: 80, pronunciation: null };
    expect((await profile(user)).summary.stats.skillLevels).toEqual(levels);
    // The §7 snapshot of everything carries the same.
    const all = await t.app.inject({ url: `/api/user/${user.userId}/all`, headers: { cookie: user.cookie } });
    expect(all.json().userData.summary.stats.skillLevels).toEqual(levels);
  });

  it('refuses events from the future, naming the event', async () => {
    const user = await reader();
    const future = { ...reading(), occurredAt: clock.iso(-3_600_000) };
    const res = await post(user, [future]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'An event cannot happen in the future.', eventId: future.id });
  });

  it('names the rejected event in its 400, so a client knows which one of a batch to drop', async () => {
    const user = await reader();
    const first = reading(ONE);
    const again = reading(ONE);
    const res = await post(user, [first, reading(TWO), again]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'This passage already counted today. Read another one for more XP.',
      eventId: again.id,
    });
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

  it('keeps the interface language, text size and contrast, and starts with sounds off (issue 17)', async () => {
    const user = await registerUser(t.app);
    const url = `/api/user/${user.userId}/preferences`;
    const headers = { cookie: user.cookie };
    const fresh = (await t.app.inject({ url, headers })).json().preferences;
    expect(fresh).toMatchObject({
      soundEnabled: false,
      interfaceLanguage: null,
      textSize: 'normal',
      highContrast: false,
    });

    const saved = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { interfaceLanguage: 'fr', textSize: 'larger', highContrast: true },
    });
    expect(saved.json().preferences).toMatchObject({ interfaceLanguage: 'fr', textSize: 'larger', highContrast: true });
    // Another change leaves the language alone.
    await t.app.inject({ method: 'POST', url, headers, payload: { soundEnabled: true } });
    expect((await t.app.inject({ url, headers })).json().preferences).toMatchObject({
      interfaceLanguage: 'fr',
      soundEnabled: true,
      textSize: 'larger',
    });

    // Every language the interface is written in can be the account's (issue 33: Arabic).
    for (const interfaceLanguage of INTERFACE_LANGUAGES) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: { interfaceLanguage } });
      expect(res.json().preferences).toMatchObject({ interfaceLanguage });
    }

    for (const bad of [{ interfaceLanguage: 'klingon' }, { textSize: 'huge' }, { highContrast: 'yes' }]) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
  });

  it('ranks this week’s XP, moves when another learner practises, and hides who asks', async () => {
    const fresh = await createTestApp(engine, {}, { now: clock.now });
    try {
      const learners: Learner[] = [];
      for (let i = 0; i < 6; i++) learners.push(await registerUser(fresh.app));
      const send = async (u: Learner, events: object[]) => {
        for (const key of [ONE, TWO, DAILY])
          await fresh.app.inject({
            method: 'POST',
            url: '/api/passage-content',
            payload: { key },
            headers: { cookie: u.cookie },
          });
        return fresh.app.inject({
          method: 'POST',
          url: `/api/user/${u.userId}/activity`,
          payload: { events },
          headers: { cookie: u.cookie },
        });
      };
      const day = () => [reading(ONE), quiz(ONE), reading(TWO), quiz(TWO), reading(DAILY), quiz(DAILY)];
      // Learner i does the first i + 1 of a day's practice: 12, 27, 89, 104, 116 and 206 XP (with challenges).
      const plans = learners.map(() => day());
      for (const [i, u] of learners.entries()) await send(u, (plans[i] ?? []).slice(0, i + 1));
      const board = async (u: Learner) =>
        (await fresh.app.inject({ url: '/api/leaderboard', headers: { cookie: u.cookie } })).json();
      const first = await board(learners[0] as Learner);
      expect(first.users).toHaveLength(5);
      expect(first.users[0]).toMatchObject({ rank: 1, username: learners[5]?.username, points: 206, level: 2 });
      expect(first.users[0]).not.toHaveProperty('email');
      expect(first.me).toEqual({ rank: 6, points: 12 });

      const ana = learners[0] as Learner;
      expect((await send(ana, (plans[0] ?? []).slice(1))).statusCode).toBe(200);
      await fresh.app.inject({
        method: 'POST',
        url: `/api/user/${ana.userId}/words`,
        payload: { word: 'harvest', definition: 'the time when crops are gathered' },
        headers: { cookie: ana.cookie },
      });
      const second = await board(ana);
      expect(second.users[0]).toMatchObject({ username: ana.username, points: 208, isYou: true });
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
