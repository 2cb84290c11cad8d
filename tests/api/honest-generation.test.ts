// Issue 15: without an AI service the library is searched for the learner's
// request; with one, a generated passage is kept only when it passes its
// checks; learners' reports hide an item until a volunteer looks at it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_HIDE_THRESHOLD } from '#src/domain/generation.ts';
import type { LibraryPassage } from '#src/domain/library.ts';
import { createOpenAiClient } from '#src/server/ai/openai-compatible.ts';
import { createReportRepository, createReports } from '#src/server/features/reports/index.ts';
import { createRateLimitRepository } from '#src/server/rate-limits/repository.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { e2eModel, MODEL_QUESTIONS, MODEL_STORY, MODEL_TASK } from '../support/e2e-model.ts';
import { fixturePassage, writeFixtureLibrary } from '../support/library-fixture.ts';
import { type OpenAiTestServer, startOpenAiServer } from '../support/openai-server.ts';
import { givePractice } from '../support/practice.ts';

const BUS_PASS = 'reading/early-learner/daily-life/fx-bus-pass';
const BUS_RIDE = 'reading/early-learner/travel/fx-bus-ride';

/** The fixture library plus two early-learner stories about buses, in two topics. */
function libraryWithBuses(): string {
  const dir = writeFixtureLibrary();
  const story = (id: string, topic: LibraryPassage['topic'], title: string, text: string): LibraryPassage => ({
    ...fixturePassage(id, 'early-learner', topic),
    title,
    text,
    vocabulary: [{ word: 'ticket', definition: 'a paper that lets you ride', sentence: 'I buy a ticket.' }],
  });
  const write = (p: LibraryPassage) =>
    writeFileSync(join(dir, 'reading', p.level, p.topic, `${p.id}.json`), JSON.stringify(p));
  mkdirSync(join(dir, 'reading/early-learner/travel'), { recursive: true });
  write(
    story(
      'fx-bus-pass',
      'daily-life',
      'A Bus Pass for Amira',
      'Amira needs a bus pass. She goes to the bus station with her ticket money. The buses are red and blue.',
    ),
  );
  write(
    story(
      'fx-bus-ride',
      'travel',
      'The Night Bus',
      'The night bus leaves the station at ten. Omar shows his ticket and sits by the window of the bus.',
    ),
  );
  return dir;
}

describe.each(ENGINES)('the library answers requests on %s (no AI service)', (engine) => {
  let t: TestApp;
  let cookie: string;
  const post = (url: string, payload: object, as = cookie) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie: as } });
  const find = (payload: object, as = cookie) =>
    post('/api/generate-passage', { level: 'early-learner', topic: 'daily-life', ...payload }, as);
  const listed = async (topic: string) =>
    (await t.app.inject({ url: `/api/passages?level=early-learner&topic=${topic}`, headers: { cookie } }))
      .json()
      .passages.map((p: { key: string }) => p.key);

  beforeAll(async () => {
    // A quota of one: the library must not use it up.
    t = await createTestApp(engine, { contentDir: libraryWithBuses(), aiQuota: { max: 1, windowMs: 60_000 } });
    cookie = (await registerUser(t.app)).cookie;
  });
  afterAll(() => t.close());

  it('says there is no AI service, to anyone', async () => {
    const res = await t.app.inject('/api/site/capabilities');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ai: false, libraryStories: expect.any(Number) });
    expect(res.json().libraryStories).toBeGreaterThan(0);
  });

  it('serves the bus story for "bus", topic first, never the one on screen, and names the request', async () => {
    const first = await find({ prompt: 'a day at the bus station' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      key: BUS_PASS,
      source: 'library',
      fallback: false,
      request: 'a day at the bus station',
      matched: true,
    });
    // On screen: the other bus story, from the level's other topic.
    const second = await find({ prompt: 'bus', currentKey: BUS_PASS });
    expect(second.json()).toMatchObject({ key: BUS_RIDE, matched: true });
    for (let i = 0; i < 3; i++)
      expect((await find({ prompt: 'buses', currentKey: BUS_RIDE })).json().key).toBe(BUS_PASS);
  });

  it('says when nothing matched, and serves the next passage instead', async () => {
    const res = await find({ prompt: 'volcano' });
    expect(res.json()).toMatchObject({ request: 'volcano', matched: false, source: 'library' });
  });

  it('cycles through unread passages on an empty request, then starts again after the one on screen', async () => {
    const { cookie: reader } = await registerUser(t.app);
    const served: string[] = [];
    let current: string | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/generate-passage',
        { level: 'early-learner', topic: 'food', prompt: '', currentKey: current },
        reader,
      );
      expect(res.json()).toMatchObject({ request: '', matched: false });
      current = res.json().key as string;
      served.push(current);
      // Opening it marks it read.
      expect((await post('/api/passage-content', { key: current }, reader)).statusCode).toBe(200);
    }
    expect(served).toEqual([
      'reading/early-learner/food/fx-food-one',
      'reading/early-learner/food/fx-food-two',
      BUS_PASS,
      'reading/early-learner/daily-life/fx-daily',
      BUS_RIDE,
    ]);
    const again = await post(
      '/api/generate-passage',
      { level: 'early-learner', topic: 'food', prompt: '', currentKey: BUS_RIDE },
      reader,
    );
    expect(again.json().key).toBe('reading/early-learner/food/fx-food-one');
  });

  it('finds writing tasks by request within the mode, never the one on screen', async () => {
    const res = await post('/api/generate-writing-task', { mode: 'email-writing', prompt: 'broken heating' });
    expect(res.json()).toMatchObject({
      task: { key: 'writing/email-writing/fx-heating', source: 'library' },
      request: 'broken heating',
      matched: true,
      fallback: false,
    });
    const onScreen = await post('/api/generate-writing-task', {
      mode: 'email-writing',
      prompt: 'heating',
      currentKey: 'writing/email-writing/fx-heating',
    });
    // The mode's only task is on screen: it is served again rather than an error, and not called a match.
    expect(onScreen.json()).toMatchObject({ task: { key: 'writing/email-writing/fx-heating' }, matched: false });
  });

  it('hides an item from the lists and the search once enough learners reported it, until a volunteer restores it', async () => {
    expect(REPORT_HIDE_THRESHOLD).toBe(3);
    const learners = await Promise.all([registerUser(t.app), registerUser(t.app), registerUser(t.app)]);
    // Learners with practice on record, who opened the story (issue 30: only their reports count).
    for (const l of learners) {
      await givePractice(t.database.db, l.userId);
      expect((await post('/api/passage-content', { key: BUS_PASS }, l.cookie)).statusCode).toBe(200);
    }
    const report = (as: string, reason = 'wrong-answer') =>
      post('/api/content-reports', { key: BUS_PASS, reason, note: 'Question 2 has two right answers.' }, as);
    const [a, b, c] = learners.map((l) => l.cookie) as [string, string, string];
    expect((await report(a)).json()).toEqual({ reported: true });
    // The same learner twice is still one learner.
    expect((await report(a, 'too-hard')).statusCode).toBe(200);
    expect((await report(b)).statusCode).toBe(200);
    expect(await listed('daily-life')).toContain(BUS_PASS);
    expect((await report(c, 'offensive')).statusCode).toBe(200);
    expect(await listed('daily-life')).not.toContain(BUS_PASS);
    expect((await find({ prompt: 'bus pass' })).json().key).not.toBe(BUS_PASS);
    // Still loadable by key: a learner reading it is not cut off.
    expect((await post('/api/passage-content', { key: BUS_PASS })).statusCode).toBe(200);

    const reports = createReports(createReportRepository(t.database.db), {
      limits: createRateLimitRepository(t.database.db),
    });
    const open = await reports.list();
    expect(open).toEqual([expect.objectContaining({ item_key: BUS_PASS, reports: 3, hidden_by: 'reports' })]);
    expect(open[0]?.reasons.sort()).toEqual(['offensive', 'too-hard', 'wrong-answer']);
    await reports.restore(BUS_PASS);
    expect(await listed('daily-life')).toContain(BUS_PASS);
    expect(await reports.list()).toEqual([]);
    await reports.hide(BUS_PASS);
    expect(await listed('daily-life')).not.toContain(BUS_PASS);
    await reports.restore(BUS_PASS);
  });

  it.each([
    [{ key: 'reading/none/none/nothing', reason: 'other' }, 404],
    [{ key: BUS_PASS, reason: 'boring' }, 400],
    // Not opened by this learner (issue 30).
    [{ key: BUS_RIDE, reason: 'other' }, 400],
    [{ key: BUS_PASS, reason: 'other', note: 'x'.repeat(501) }, 400],
    [{ reason: 'other' }, 400],
  ])('refuses the report %j with %i and {error}', async (body, status) => {
    const res = await post('/api/content-reports', body);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().error).toBe('string');
  });

  it('needs a signed-in learner to report', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content-reports',
      payload: { key: BUS_PASS, reason: 'other' },
    });
    expect(res.statusCode).toBe(401);
  });
});

// Passages that must not be kept: each is written twice (the first try and the one retry).
const hardText = Array.from(
  { length: 21 },
  () =>
    'Contemporary municipal transportation infrastructure necessitates comprehensive consideration of environmental sustainability considerations.',
).join(' ');
const shortText = MODEL_STORY.split(/(?<=\s)/)
  .slice(0, 44)
  .join('');
const questionsWith = (change: (q: typeof MODEL_QUESTIONS) => object) =>
  JSON.stringify(change(structuredClone(MODEL_QUESTIONS)));
const missingVocabulary = questionsWith((q) => ({
  ...q,
  vocabulary: [...q.vocabulary, { word: 'umbrella', definition: 'it keeps rain off', sentence: 'Take an umbrella.' }],
}));
const badIndex = questionsWith((q) => ({
  ...q,
  questions: q.questions.map((x, i) => (i === 1 ? { ...x, correctAnswer: 4 } : x)),
}));
const threeOptions = questionsWith((q) => ({
  ...q,
  questions: q.questions.map((x, i) => (i === 3 ? { ...x, options: x.options.slice(0, 3) } : x)),
}));
const profane = MODEL_STORY.replace('The market is busy and loud.', 'The market is busy and shit.');
const REQUEST = 'a walk to the harbour with my auntie';

describe.each(ENGINES)('generated passages are checked before they are kept, on %s', (engine) => {
  let t: TestApp;
  let server: OpenAiTestServer;
  let cookie: string;
  const logs: Record<string, unknown>[] = [];
  const generate = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/generate-passage',
      payload: { prompt: REQUEST, level: 'early-learner', topic: 'food' },
      headers: { cookie },
    });
  const storedAi = async () =>
    (await t.app.inject({ url: '/api/passages?level=early-learner&topic=food', headers: { cookie } }))
      .json()
      .passages.filter((p: { metadata: { source: string } }) => p.metadata.source === 'ai').length;

  beforeAll(async () => {
    server = await startOpenAiServer(e2eModel);
    t = await createTestApp(
      engine,
      {},
      { ai: createOpenAiClient({ baseURL: server.url, model: 'test-model', timeoutMs: 2000 }), logs },
    );
    cookie = (await registerUser(t.app)).cookie;
  });
  afterEach(() => {
    server.requests.length = 0;
    logs.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('says an AI service writes new content', async () => {
    expect((await t.app.inject('/api/site/capabilities')).json()).toMatchObject({ ai: true });
  });

  it.each([
    ['too short', 'too-short', [shortText, shortText]],
    [
      'off-level (too hard for early learners)',
      'off-level',
      [`Title: Transport\n\n${hardText}`, `Title: Transport\n\n${hardText}`],
    ],
    ['with blocked words', 'blocked-words', [profane, profane]],
    [
      'with a vocabulary word not in the text',
      'missing-vocabulary',
      [MODEL_STORY, missingVocabulary, MODEL_STORY, missingVocabulary],
    ],
    ['with an answer index out of range', 'bad-question', [MODEL_STORY, badIndex, MODEL_STORY, badIndex]],
    ['with three options', 'bad-question', [MODEL_STORY, threeOptions, MODEL_STORY, threeOptions]],
  ])(
    'a passage %s is asked for once more, then the library answers, and the reason is logged',
    async (_name, problem, replies) => {
      const before = await storedAi();
      server.enqueue(...replies);
      const res = await generate();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ source: 'library', fallback: true, request: REQUEST });
      expect(server.requests.filter((r) => r.stream)).toHaveLength(2);
      expect(await storedAi()).toBe(before);
      const warnings = logs.filter((l) => l.msg === 'generated passage failed its checks');
      expect(warnings.map((w) => w.attempt)).toEqual([1, 2]);
      for (const w of warnings) expect((w.reasons as string[]).some((r) => r.startsWith(`${problem}:`))).toBe(true);
      // The learner's words are data for the model, never for the logs.
      expect(JSON.stringify(logs)).not.toContain('harbour');
      expect(server.requests[0]?.messages.at(-1)?.content).toContain(`"""${REQUEST}"""`);
    },
  );

  it('keeps a passage that fails once and passes on the retry', async () => {
    const before = await storedAi();
    server.enqueue(shortText);
    const res = await generate();
    expect(res.json()).toMatchObject({ source: 'ai', fallback: false });
    expect(await storedAi()).toBe(before + 1);
    expect(logs.filter((l) => l.msg === 'generated passage failed its checks')).toHaveLength(1);
  });

  it('stores a good passage for everyone', async () => {
    const before = await storedAi();
    const res = await generate();
    expect(res.json()).toMatchObject({ source: 'ai', fallback: false });
    expect(await storedAi()).toBe(before + 1);
    expect(logs).toEqual([]);
  });

  it('keeps a writing task only when its sample answer meets the task target', async () => {
    const short = JSON.stringify({ ...MODEL_TASK, sampleAnswer: 'Dear Mrs Green, please water my plants. Omar' });
    server.enqueue(short, short);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-writing-task',
      payload: { mode: 'email-writing', prompt: 'plants' },
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({ fallback: true, task: { source: 'library' }, request: 'plants' });
    const warnings = logs.filter((l) => l.msg === 'generated writing task failed its checks');
    expect(warnings.map((w) => w.reasons)).toEqual([
      ['sample-length: 8 words, target 120+'],
      ['sample-length: 8 words, target 120+'],
    ]);
  });
});
