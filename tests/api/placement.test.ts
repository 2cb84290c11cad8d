// Issue 18: the reading check through the real app. The browser gets the texts
// and questions but never the answer key; the server scores, keeps the level
// as the learner's reading level, and refuses bad answers and visitors.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlacementCheck, placementCheckSchema } from '#src/domain/placement.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { writeFixtureLibrary } from '../support/library-fixture.ts';

const realCheck = new URL('../../content/placement/check.json', import.meta.url);
const key: PlacementCheck = placementCheckSchema.parse(JSON.parse(readFileSync(realCheck, 'utf8')));
const right = (t: PlacementCheck['texts'][number]) => t.questions.map((q) => q.correctAnswer);
const wrong = (t: PlacementCheck['texts'][number]) => t.questions.map((q) => (q.correctAnswer + 1) % 4);

describe.each(ENGINES)('the reading check on %s', (engine) => {
  let t: TestApp;
  let contentDir: string;
  beforeAll(async () => {
    contentDir = writeFixtureLibrary();
    cpSync(realCheck, join(contentDir, 'placement', 'check.json'));
    t = await createTestApp(engine, { contentDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  const post = (payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/placement-check/answers',
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const preferences = async (user: { userId: string; cookie: string }) =>
    (await t.app.inject({ url: `/api/user/${user.userId}/preferences`, headers: { cookie: user.cookie } })).json()
      .preferences;

  it('shows three texts with two questions each, and no answers', async () => {
    const res = await t.app.inject({ url: '/api/placement-check' });
    expect(res.statusCode).toBe(200);
    const check = res.json();
    expect(check.texts.map((x: { id: string }) => x.id)).toEqual(key.texts.map((x) => x.id));
    expect(check.texts[0].text).toBe(key.texts[0]?.text);
    for (const text of check.texts) {
      expect(Object.keys(text).sort()).toEqual(['id', 'questions', 'text', 'title']);
      expect(text.questions).toHaveLength(2);
      for (const q of text.questions) {
        expect(Object.keys(q).sort()).toEqual(['options', 'question']);
        expect(q.options).toHaveLength(4);
      }
    }
    expect(res.body).not.toMatch(/correct|answer|level/i);
  });

  it('scores on the server and keeps the level as the learner’s reading level', async () => {
    const user = await registerUser(t.app);
    const [easy, middle, hard] = key.texts;
    if (!easy || !middle || !hard) throw new Error('the check has three texts');
    const before = Date.now();
    const res = await post(
      {
        answers: [
          { textId: easy.id, choices: right(easy) },
          { textId: middle.id, choices: right(middle) },
          { textId: hard.id, choices: [right(hard)[0], wrong(hard)[1]] },
        ],
      },
      user.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ level: 'intermediate', correct: 5, total: 6 });
    const saved = await preferences(user);
    expect(saved.preferredReadingLevel).toBe('intermediate');
    expect(saved.placedAt).toBeGreaterThanOrEqual(before);
    expect(saved.adaptiveDifficulty.currentLevel).toBe('intermediate');

    const allRight = await post({ answers: key.texts.map((x) => ({ textId: x.id, choices: right(x) })) }, user.cookie);
    expect(allRight.json()).toEqual({ level: 'advanced-reader', correct: 6, total: 6 });
    expect((await preferences(user)).preferredReadingLevel).toBe('advanced-reader');

    const noneRight = await post({ answers: key.texts.map((x) => ({ textId: x.id, choices: wrong(x) })) }, user.cookie);
    expect(noneRight.json()).toEqual({ level: 'non-english', correct: 0, total: 6 });
    expect((await preferences(user)).preferredReadingLevel).toBe('non-english');
  });

  it('keeps the learner’s other preferences when it places them', async () => {
    const user = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/preferences`,
      payload: { dailyGoalMinutes: 15, favoriteTopics: ['food'] },
      headers: { cookie: user.cookie },
    });
    await post({ answers: key.texts.map((x) => ({ textId: x.id, choices: right(x) })) }, user.cookie);
    const saved = await preferences(user);
    expect(saved).toMatchObject({
      dailyGoalMinutes: 15,
      favoriteTopics: ['food'],
      preferredReadingLevel: 'advanced-reader',
    });
  });

  it('answers 400 {error} for answers of the wrong shape, and changes nothing', async () => {
    const user = await registerUser(t.app);
    const ids = key.texts.map((x) => x.id);
    for (const payload of [
      {},
      { answers: [] },
      { answers: ids.slice(0, 2).map((textId) => ({ textId, choices: [0, 0] })) },
      { answers: ids.map((textId) => ({ textId, choices: [0] })) },
      { answers: ids.map((textId) => ({ textId, choices: [0, 4] })) },
      { answers: ids.map((textId) => ({ textId, choices: [0, 1.5] })) },
      { answers: ids.map((textId) => ({ textId, choices: ['a', 'b'] })) },
    ]) {
      const res = await post(payload, user.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await preferences(user)).placedAt).toBeNull();
  });

  it('answers 409 when the answers are for other texts (the check changed since the page loaded)', async () => {
    const user = await registerUser(t.app);
    const res = await post(
      { answers: [...key.texts].reverse().map((x) => ({ textId: x.id, choices: [0, 0] })) },
      user.cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'The reading check has changed. Please start it again.' });
  });

  it('does not let a visitor post answers', async () => {
    const res = await post({ answers: key.texts.map((x) => ({ textId: x.id, choices: right(x) })) });
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().error).toBe('string');
  });
});
