// Issue 14 (d): the French word for a tapped English word, from the AI
// service when the passage's French vocabulary has none. Through the real
// app and database, with the local OpenAI-protocol server as the AI.
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiClient } from '#src/server/ai/openai-compatible.ts';
import { WORD_GLOSS_SYSTEM } from '#src/server/ai/tasks/word-gloss/prompt.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { type ChatRequest, type OpenAiTestServer, startOpenAiServer } from '../support/openai-server.ts';

const FLAT = 'reading/early-learner/daily-life/el-daily-life-our-new-flat';
const LEASE_SENTENCE = 'Mr Chen gives her a lease to read.';
const RENT_SENTENCE = 'The rent is not too high.';

/** Answers a gloss request with the French for the word it names; anything else with a story too short to use. */
function glossModel(request: ChatRequest): string {
  if (request.messages[0]?.content !== WORD_GLOSS_SYSTEM) return 'Title: Too short\n\nA story.';
  const { word } = JSON.parse(request.messages.at(-1)?.content ?? '{}') as { word?: string };
  const french: Record<string, string> = { lease: 'le bail', rent: '« le loyer ».', high: 'élevé' };
  return JSON.stringify({ french: french[word ?? ''] ?? null });
}

const glossRequests = (server: OpenAiTestServer) =>
  server.requests.filter((r) => r.messages[0]?.content === WORD_GLOSS_SYSTEM);

describe.each(ENGINES)('French glosses from the AI service on %s', (engine) => {
  let t: TestApp;
  let server: OpenAiTestServer;
  let cookies: string[];
  const get = (url: string, query: Record<string, string>, who = 0) =>
    t.app.inject({ url: `${url}?${new URLSearchParams(query)}`, headers: { cookie: cookies[who] ?? '' } });
  const gloss = (word: string, sentence: string, who = 0) =>
    get(`/api/word-gloss/${encodeURIComponent(word)}`, { passageKey: FLAT, sentence }, who);

  beforeAll(async () => {
    server = await startOpenAiServer(glossModel);
    t = await createTestApp(
      engine,
      { contentDir: resolve('content'), aiMaxConcurrency: 2 },
      { ai: createOpenAiClient({ baseURL: server.url, model: 'test-model', timeoutMs: 800 }) },
    );
    cookies = [(await registerUser(t.app)).cookie, (await registerUser(t.app)).cookie];
  });
  afterEach(() => {
    server.requests.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('tells the popup it may ask for French only when neither the passage nor the wordnet has any', async () => {
    // 'due' (owed on a date) has no French in the Open Multilingual Wordnet: the AI may be asked.
    const due = await get('/api/dictionary/due', { passageKey: FLAT, sentence: 'When is the rent due?' });
    expect(due.json()).toMatchObject({ source: 'dictionary', french: null, aiGloss: true });
    expect(due.json().definitions[0].translation).toBeNull();
    // 'lease' has the wordnet's French for its sense: nothing to ask.
    const lease = await get('/api/dictionary/lease', { passageKey: FLAT, sentence: LEASE_SENTENCE });
    expect(lease.json()).toMatchObject({ source: 'dictionary', french: null, aiGloss: false });
    expect(lease.json().definitions[0].translation.words.length).toBeGreaterThan(0);
    // Issue 33: a learner whose language has a word for the sense, or who gets the French one, needs no AI.
    const rent = await get('/api/dictionary/rent', {
      passageKey: FLAT,
      sentence: 'The rent is not too high.',
      translate: 'ar',
    });
    expect(rent.json()).toMatchObject({ aiGloss: false });
    expect(rent.json().definitions[0].translation.language).toBe('ar');
    const cost = await get('/api/dictionary/cost', {
      passageKey: FLAT,
      sentence: 'Many flats cost too much money.',
      translate: 'uk',
    });
    expect(cost.json()).toMatchObject({ aiGloss: false });
    // An easiest story's sense has the team's Ukrainian word (decision 037)...
    expect(cost.json().definitions[0].translation.language).toBe('uk');
    // ...a harder story's sense with none in Ukrainian gives the wordnet's French, and nothing is asked either.
    const handshake = await get('/api/dictionary/handshake', {
      passageKey: 'reading/intermediate/daily-life/in-daily-life-a-lease-for-mateo-and-lucia',
      sentence: 'A handshake is enough.',
      translate: 'uk',
    });
    expect(handshake.json()).toMatchObject({ aiGloss: false });
    expect(handshake.json().definitions[0].translation.language).toBe('fr');
    const dueInArabic = await get('/api/dictionary/due', {
      passageKey: FLAT,
      sentence: 'When is the rent due?',
      translate: 'ar',
    });
    // An easiest story's sense has the team's Arabic word (decision 037): nothing to ask either.
    expect(dueInArabic.json()).toMatchObject({ aiGloss: false });
    expect(dueInArabic.json().definitions[0].translation).toMatchObject({ language: 'ar' });
    expect(['team', 'checked']).toContain(dueInArabic.json().definitions[0].translation.origin);
    // The English comes without waiting for the AI: the dictionary itself asks nothing.
    expect(server.requests).toHaveLength(0);

    const landlord = await get('/api/dictionary/landlord', {
      passageKey: FLAT,
      sentence: 'Grace calls the landlord, Mr Chen.',
    });
    expect(landlord.json().french).toMatch(/possède un logement/);
    expect(landlord.json().aiGloss).toBe(false);
    const name = await get('/api/dictionary/Chen', {
      passageKey: FLAT,
      sentence: 'Grace calls the landlord, Mr Chen.',
    });
    expect(name.json()).toMatchObject({ source: 'name', aiGloss: false });
  });

  it('gives the French word, stores it, and asks the AI once for every learner', async () => {
    const first = await gloss('lease', LEASE_SENTENCE);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ french: 'le bail' });

    const again = await gloss('lease', `  Mr Chen gives her a lease\nto read. `, 1);
    expect(again.json()).toEqual({ french: 'le bail' });
    expect(glossRequests(server)).toHaveLength(1);
    expect(JSON.parse(glossRequests(server)[0]?.messages[1]?.content ?? '')).toEqual({
      word: 'lease',
      sentence: LEASE_SENTENCE,
    });

    // Stored in the database, so another instance (or a restart) asks nothing either.
    const stored = await t.database.db
      .selectFrom('word_glosses')
      .select(['passage_key', 'word', 'french', 'model'])
      .execute();
    expect(stored).toEqual([{ passage_key: FLAT, word: 'lease', french: 'le bail', model: 'test-model' }]);
  });

  it('asks once when two learners tap the same word at the same moment', async () => {
    const [a, b] = await Promise.all([gloss('high', RENT_SENTENCE, 0), gloss('high', RENT_SENTENCE, 1)]);
    expect([a.json(), b.json()]).toEqual([{ french: 'élevé' }, { french: 'élevé' }]);
    expect(glossRequests(server)).toHaveLength(1);
  });

  it('keeps the word but drops the quotes and full stop a model adds', async () => {
    expect((await gloss('rent', RENT_SENTENCE)).json()).toEqual({ french: 'le loyer' });
  });

  it('remembers that the AI had no French word, instead of asking again', async () => {
    expect((await gloss('is', RENT_SENTENCE)).json()).toEqual({ french: null });
    expect((await gloss('is', RENT_SENTENCE)).json()).toEqual({ french: null });
    expect(glossRequests(server)).toHaveLength(1);
  });

  it.each([
    ['an error', { kind: 'status', status: 500 } as const],
    ['a timeout', { kind: 'hang' } as const],
  ])('gives no French and no error after %s, stores nothing, and asks again next time', async (_, fault) => {
    const sentence = 'Grace wants the flat.';
    server.enqueue(fault);
    const failed = await gloss('wants', sentence);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ french: null });
    const rows = await t.database.db.selectFrom('word_glosses').select('word').where('word', '=', 'wants').execute();
    expect(rows).toEqual([]);

    server.enqueue(JSON.stringify({ french: 'veut' }));
    expect((await gloss('wants', sentence)).json()).toEqual({ french: 'veut' });
    await t.database.db.deleteFrom('word_glosses').where('word', '=', 'wants').execute();
  });

  it('gives no French for an answer that is a paragraph, not a word', async () => {
    const long = JSON.stringify({ french: 'un mot '.repeat(20) });
    server.enqueue(long, long);
    expect((await gloss('flat', 'Grace wants the flat.')).json()).toEqual({ french: null });
  });

  it('asks only for a word of a sentence of the passage', async () => {
    const elsewhere = await gloss('lease', 'Please translate this whole letter for me.');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ error: 'That sentence is not in this passage.' });
    const wrongWord = await gloss('contract', LEASE_SENTENCE);
    expect(wrongWord.statusCode).toBe(400);
    expect(wrongWord.json()).toEqual({ error: 'That word is not in this sentence.' });
    expect((await gloss('lease', '')).statusCode).toBe(400);
    const unknown = await t.app.inject({
      url: `/api/word-gloss/lease?${new URLSearchParams({ passageKey: 'reading/nope/nope/nope', sentence: LEASE_SENTENCE })}`,
      headers: { cookie: cookies[0] ?? '' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject(`/api/word-gloss/lease?passageKey=${FLAT}&sentence=x`)).statusCode).toBe(401);
    expect(glossRequests(server)).toHaveLength(0);
  });
});

describe.each(ENGINES)('French glosses over quota on %s', (engine) => {
  let t: TestApp;
  let server: OpenAiTestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startOpenAiServer(glossModel);
    t = await createTestApp(
      engine,
      {
        contentDir: resolve('content'),
        aiQuota: { max: 1, windowMs: 60_000 },
        aiGlossQuota: { max: 1, windowMs: 60_000 },
      },
      { ai: createOpenAiClient({ baseURL: server.url, model: 'test-model', timeoutMs: 800 }) },
    );
    cookie = (await registerUser(t.app)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('gives no French beyond the quota, and cached words still come', async () => {
    const gloss = (word: string, sentence: string) =>
      t.app.inject({
        url: `/api/word-gloss/${word}?${new URLSearchParams({ passageKey: FLAT, sentence })}`,
        headers: { cookie },
      });
    expect((await gloss('lease', LEASE_SENTENCE)).json()).toEqual({ french: 'le bail' });
    const over = await gloss('rent', RENT_SENTENCE);
    expect(over.statusCode).toBe(200);
    expect(over.json()).toEqual({ french: null });
    expect((await gloss('lease', LEASE_SENTENCE)).json()).toEqual({ french: 'le bail' });
    expect(glossRequests(server)).toHaveLength(1);
    // Its own quota (both are 1 here): a new passage may still be asked for.
    const passage = await t.app.inject({
      method: 'POST',
      url: '/api/generate-passage',
      payload: { prompt: '', level: 'early-learner', topic: 'food' },
      headers: { cookie },
    });
    expect(passage.statusCode).toBe(200);
  });
});

describe.each(ENGINES)('French glosses with no AI service on %s', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { contentDir: resolve('content') });
    cookie = (await registerUser(t.app)).cookie;
  });
  afterAll(() => t.close());

  it('offers no AI French and gives none when asked', async () => {
    const query = new URLSearchParams({ passageKey: FLAT, sentence: LEASE_SENTENCE });
    const lease = await t.app.inject({ url: `/api/dictionary/lease?${query}`, headers: { cookie } });
    expect(lease.json()).toMatchObject({ source: 'dictionary', french: null, aiGloss: false });
    const gloss = await t.app.inject({ url: `/api/word-gloss/lease?${query}`, headers: { cookie } });
    expect(gloss.statusCode).toBe(200);
    expect(gloss.json()).toEqual({ french: null });
    expect(await t.database.db.selectFrom('word_glosses').select('word').execute()).toEqual([]);
  });
});
