import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES } from '#src/domain/activity.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { fixturePassage, writeFixtureLibrary } from '../support/library-fixture.ts';

const FESTIVAL = 'reading/early-learner/food/fx-food-one';
const MARKET = 'reading/early-learner/food/fx-market';
// Sixty different words, as a story about a market day uses them.
const MARKET_WORDS =
  'market morning baker butcher farmer fisher basket bread butter cheese apple orange lemon carrot onion potato tomato pepper garlic honey flour sugar salt rice bean pea corn melon grape cherry plum pear peach mango banana coconut walnut almond cabbage lettuce spinach cucumber pumpkin radish turnip celery parsley mint basil ginger cinnamon vanilla yogurt cream milk egg chicken turkey salmon tuna'.split(
    ' ',
  );

describe.each(ENGINES)('my words on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    const library = writeFixtureLibrary();
    const market = fixturePassage('fx-market', 'early-learner', 'food');
    market.text = `${market.text}\n\nAt the market we bought ${MARKET_WORDS.join(', ')}.`;
    writeFileSync(join(library, 'reading/early-learner/food/fx-market.json'), JSON.stringify(market));
    t = await createTestApp(engine, { contentDir: library });
  });
  afterAll(() => t.close());

  const open = async (user: { cookie: string }, key: string) =>
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/passage-content',
          payload: { key },
          headers: { cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(200);

  it('adds a word once, counts it as learned once, and schedules its review', async () => {
    const user = await registerUser(t.app);
    await open(user, FESTIVAL);
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/${user.userId}/words`,
        payload: { word: 'Festival', definition: 'a special day', sentence: 'The harvest festival in our town.' },
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
    expect(list.due.map((w: { word: string }) => w.word)).toEqual(['festival']);

    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/words/festival/review`,
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
    await open(user, MARKET);
    const words = MARKET_WORDS.slice(0, 51);
    const results = [];
    for (const word of words)
      results.push(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/user/${user.userId}/words`,
            payload: { word, definition: 'a word of the market story' },
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

  it('saves a word that is not in a story the learner opened, but it earns nothing (issue 30)', async () => {
    const user = await registerUser(t.app);
    await open(user, FESTIVAL);
    const add = (word: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/${user.userId}/words`,
        payload: { word, definition: 'made up' },
        headers: { cookie: user.cookie },
      });
    for (const word of ['zyxwv', 'qwertyuiop', 'market'])
      expect((await add(word)).json()).toEqual({ added: true, counted: false });
    // A form of a word of the story counts under its dictionary form ('families' in the text, 'family' listed).
    expect((await add('family')).json()).toEqual({ added: true, counted: true });
    const profile = (
      await t.app.inject({ url: `/api/user/${user.userId}/profile`, headers: { cookie: user.cookie } })
    ).json();
    expect(profile.summary.stats.totalVocabularyWordsLearned).toBe(1);
    expect(ACTIVITY_MESSAGES.notFromPassage).toMatch(/story you opened/);
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
