import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';

describe.each(ENGINES)('my words on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('adds a word once, counts it as learned once, and schedules its review', async () => {
    const user = await registerUser(t.app);
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/${user.userId}/words`,
        payload: { word: 'Market', definition: 'a place to buy food', sentence: 'We buy apples at the market.' },
        headers: { cookie: user.cookie },
      });
    expect((await add()).json()).toEqual({ added: true, counted: true });
    expect((await add()).json()).toEqual({ added: false, counted: false });
    const profile = (
      await t.app.inject({ url: `/api/user/${user.userId}/profile`, headers: { cookie: user.cookie } })
    ).json();
    expect(profile.summary.stats.totalVocabularyWordsLearned).toBe(1);
    expect(profile.profile.points).toBe(2);

    const list = (
      await t.app.inject({ url: `/api/user/${user.userId}/words`, headers: { cookie: user.cookie } })
    ).json();
    expect(list.words).toHaveLength(1);
    expect(list.due.map((w: { word: string }) => w.word)).toEqual(['market']);

    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/words/market/review`,
      payload: { grade: 'good' },
      headers: { cookie: user.cookie },
    });
    expect(reviewed.json().word).toMatchObject({ intervalDays: 1, reps: 1 });
    const after = (
      await t.app.inject({ url: `/api/user/${user.userId}/words`, headers: { cookie: user.cookie } })
    ).json();
    expect(after.due).toEqual([]);
  });

  it('counts at most 50 new words a day, and still saves the ones after', async () => {
    const user = await registerUser(t.app);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const words = Array.from({ length: 51 }, (_, i) => `word${letters[Math.floor(i / 26)]}${letters[i % 26]}`);
    const results = [];
    for (const word of words)
      results.push(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/user/${user.userId}/words`,
            payload: { word, definition: 'a made-up word for this test' },
            headers: { cookie: user.cookie },
          })
        ).json(),
      );
    expect(results.slice(0, 50).every((r) => r.added && r.counted)).toBe(true);
    expect(results[50]).toEqual({ added: true, counted: false });
    const profile = (
      await t.app.inject({ url: `/api/user/${user.userId}/profile`, headers: { cookie: user.cookie } })
    ).json();
    expect(profile.summary.stats.totalVocabularyWordsLearned).toBe(50);
    expect(profile.profile.points).toBe(50 * 2 + 100); // and the 'learn 10 words' challenge
    const list = (
      await t.app.inject({ url: `/api/user/${user.userId}/words`, headers: { cookie: user.cookie } })
    ).json();
    expect(list.words).toHaveLength(51);
  });

  it('keeps word lists private and refuses bad input', async () => {
    const ana = await registerUser(t.app);
    const ben = await registerUser(t.app);
    expect(
      (await t.app.inject({ url: `/api/user/${ana.userId}/words`, headers: { cookie: ben.cookie } })).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/user/${ana.userId}/words`,
      payload: { word: 'two words', definition: 'x' },
      headers: { cookie: ana.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/user/${ana.userId}/words/nothing/review`,
      payload: { grade: 'good' },
      headers: { cookie: ana.cookie },
    });
    expect(missing.statusCode).toBe(404);
    const badGrade = await t.app.inject({
      method: 'POST',
      url: `/api/user/${ana.userId}/words/nothing/review`,
      payload: { grade: 'perfect' },
      headers: { cookie: ana.cookie },
    });
    expect(badGrade.statusCode).toBe(400);
  });
});
