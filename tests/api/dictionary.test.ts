// GET /api/dictionary/:word through the real app, with the real library: the
// passage's vocabulary first, names, the sentence's meaning, French words.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';

const FLAT = 'reading/early-learner/daily-life/el-daily-life-our-new-flat';

describe.each(ENGINES)('word help on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  const define = (word: string, query: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/dictionary/${encodeURIComponent(word)}?${new URLSearchParams(query)}`,
      headers: { cookie },
    });

  beforeAll(async () => {
    t = await createTestApp(engine, { contentDir: resolve('content') });
    cookie = (await registerUser(t.app)).cookie;
  });
  afterAll(() => t.close());

  it("answers a vocabulary word with the passage's definition and example, and its French definition", async () => {
    const res = await define('deposit', {
      passageKey: FLAT,
      sentence: "She pays the first month's rent and a deposit.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'passage',
      partOfSpeech: 'noun',
      french: "de l'argent payé au début que l'on peut récupérer plus tard",
    });
    expect(res.json().definitions[0]).toMatchObject({
      definition: 'money you pay at the start that you can get back later',
      example: 'We got our deposit back when we moved out.',
    });
  });

  it('answers a capitalised word in mid-sentence as a name', async () => {
    const res = await define('Chen', { passageKey: FLAT, sentence: 'Grace calls the landlord, Mr Chen.' });
    expect(res.json()).toMatchObject({ source: 'name', definitions: [], message: null });
  });

  it('chooses the meaning that fits the paragraph for other words', async () => {
    const res = await define('lease', {
      passageKey: FLAT,
      sentence: 'Mr Chen gives her a lease to read.',
      paragraph: 'Grace wants the flat. Mr Chen gives her a lease to read. A lease is a contract.',
    });
    expect(res.json().source).toBe('dictionary');
    expect(res.json().definitions[0].definition).toMatch(/contract/);
    expect(res.json().french).toBeNull();
  });

  it('looks a word of the French text up in French, never as English', async () => {
    const pain = (await define('pain', { lang: 'fr', passageKey: FLAT })).json();
    expect(pain).toMatchObject({ language: 'fr', definitions: [], message: 'Définition non disponible' });
  });

  it('refuses an unknown passage and a sentence that is too long', async () => {
    expect((await define('lease', { passageKey: 'reading/nope/nope/nope' })).statusCode).toBe(404);
    expect((await define('lease', { sentence: 'a'.repeat(1001) })).statusCode).toBe(400);
  });
});
