// Issue 30, fourth attack: points without practice. A farm script switches
// time zones between requests, sends writing with `secondsUsed: 0` and
// filler text, completes the same task again and again, adds made-up words,
// sends 1-second readings and backfills a month from passages opened days
// before. It must earn no more than a learner who practises honestly for the
// same twenty minutes. The app's clock is injected: twenty minutes pass
// without waiting.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_READING_WPM } from '#src/domain/activity.ts';
import { countWords } from '#src/domain/text.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { TORONTO_MIDDAY } from '../support/clock.ts';
import { ENGINES } from '../support/database.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const HONEST_EMAIL =
  'Dear Ms Lee,\n\nI am writing about the heating in my flat, number twelve. It stopped working on Monday evening and the rooms are very cold now. My two children sleep in their coats, and we spend the evenings in the kitchen next to the oven. I called your office on Tuesday and on Wednesday, but nobody answered the phone, so I am sending this e-mail instead.\n\nCould you please send someone to repair the heating this week? I am at home every morning until eleven, and my neighbour can open the door in the afternoon if you tell me the time. If the repair takes longer, could you lend us an electric heater for the bedroom?\n\nThank you for your help. I hope we can solve this quickly, because the weather forecast says it will snow on the weekend.\n\nKind regards,\nAna Costa';

type Learner = Awaited<ReturnType<typeof registerUser>>;
type Passage = {
  key: string;
  text: string;
  questions: { options: string[]; correctAnswer?: number; explanation?: string }[];
  vocabulary: { word: string }[];
};
/** A small deterministic generator: the farm's "random" words are the same on every run. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe.each(ENGINES)('the XP farm on %s', (engine) => {
  let t: TestApp;
  let now = Date.parse(TORONTO_MIDDAY);
  beforeAll(async () => {
    t = await createTestApp(engine, { contentDir: resolve('content') }, { now: () => now });
  });
  afterAll(() => t.close());

  const at = (ms = now) => new Date(ms).toISOString();
  const open = async (l: Learner, key: string) => {
    const res = await t.app.inject({
      url: `/api/passage-content?key=${encodeURIComponent(key)}`,
      headers: { cookie: l.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().content;
  };
  const activity = (l: Learner, events: object[], timeZone = 'America/Toronto') =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${l.userId}/activity`,
      payload: { events, timeZone },
      headers: { cookie: l.cookie },
    });
  const reading = (p: Passage, seconds: number, occurredAt = at()) => ({
    id: randomUUID(),
    occurredAt,
    data: { type: 'reading-session', passageKey: p.key, seconds, mode: 'silent' },
  });
  // The answers the browser can give without reading: the key when the passage response carries one, else a guess.
  const quiz = (p: Passage, occurredAt = at(), answers = p.questions.map((q) => q.correctAnswer ?? 0)) => ({
    id: randomUUID(),
    occurredAt,
    data: { type: 'quiz', passageKey: p.key, answers },
  });
  /** What a learner who read the story answers: the stored key (the passage response has none, decision 033). */
  const storedAnswers = async (key: string) => {
    const row = await t.database.db
      .selectFrom('passages')
      .select('body')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return (JSON.parse(row.body) as { questions: { correctAnswer: number }[] }).questions.map((q) => q.correctAnswer);
  };
  const write = (l: Learner, taskKey: string, text: string, secondsUsed: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${l.userId}/writing/attempts`,
      payload: { id: randomUUID(), taskKey, text, secondsUsed },
      headers: { cookie: l.cookie },
    });
  const addWord = (l: Learner, word: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${l.userId}/words`,
      payload: { word, definition: 'a word' },
      headers: { cookie: l.cookie },
    });
  const points = async (l: Learner) =>
    (await t.app.inject({ url: `/api/user/${l.userId}/profile`, headers: { cookie: l.cookie } })).json().profile
      .points as number;

  it('earns no more than twenty minutes of honest practice', async () => {
    const start = Date.parse(TORONTO_MIDDAY);
    const list = await t.app.inject({
      url: '/api/passages?level=early-learner&limit=20',
      headers: { cookie: (await registerUser(t.app)).cookie },
    });
    const keys = (list.json().passages as { key: string }[]).map((p) => p.key);
    const tasks = await t.app.inject({
      url: '/api/writing-tasks?mode=email-writing&limit=1',
      headers: { cookie: (await registerUser(t.app)).cookie },
    });
    const taskKey = tasks.json().tasks[0].key as string;

    // The farm's accounts opened five passages ten days before: what a backfill needs.
    const farmer = await registerUser(t.app);
    now = start - 10 * DAY;
    const old: Passage[] = [];
    for (const key of keys.slice(10, 15)) old.push(await open(farmer, key));

    // Twenty minutes of honest practice: two stories read and quizzed, two words, one e-mail.
    now = start;
    const honest = await registerUser(t.app);
    const first: Passage = await open(honest, keys[0] as string);
    now += 4 * MINUTE;
    expect(
      (await activity(honest, [reading(first, 240), quiz(first, at(), await storedAnswers(first.key))])).statusCode,
    ).toBe(200);
    for (const v of first.vocabulary.slice(0, 2)) expect((await addWord(honest, v.word)).statusCode).toBe(200);
    const second: Passage = await open(honest, keys[1] as string);
    now += 4 * MINUTE;
    expect(
      (await activity(honest, [reading(second, 240), quiz(second, at(), await storedAnswers(second.key))])).statusCode,
    ).toBe(200);
    await open(honest, taskKey);
    now += 10 * MINUTE;
    expect((await write(honest, taskKey, HONEST_EMAIL, 600)).statusCode).toBe(200);
    const honestXp = await points(honest);

    // The farm, in the same twenty minutes, each event sent on its own so a refusal costs it nothing else.
    now = start;
    const farmed: Record<string, number> = {};
    const tryEach = async (trick: string, events: object[], zone?: string) => {
      const before = await points(farmer);
      for (const e of events) await activity(farmer, [e], zone);
      farmed[trick] = (farmed[trick] ?? 0) + (await points(farmer)) - before;
    };
    const fresh: Passage[] = [];
    for (const key of keys.slice(0, 6)) fresh.push(await open(farmer, key));
    await open(farmer, taskKey);
    now += 3 * MINUTE;
    const [p0, ...others] = fresh as [Passage, ...Passage[]];
    // Time-zone switching: the same story and quiz on "two days" at once.
    await tryEach('time-zone switching', [reading(p0, 170), quiz(p0)], 'Pacific/Kiritimati');
    await tryEach('time-zone switching', [reading(p0, 170), quiz(p0)], 'Etc/GMT+12');
    await tryEach('time-zone switching', [reading(p0, 170), quiz(p0)], 'Pacific/Kiritimati');
    // 1-second readings of every other story it opened, each with its quiz.
    await tryEach(
      '1-second readings',
      others.flatMap((p) => [reading(p, 1), quiz(p)]),
    );
    // Zero seconds and filler, then the same task completed again and again.
    const gain = async (trick: string, send: () => Promise<unknown>) => {
      const before = await points(farmer);
      await send();
      farmed[trick] = (farmed[trick] ?? 0) + (await points(farmer)) - before;
    };
    await gain('zero seconds + filler', () => write(farmer, taskKey, 'good '.repeat(200), 0));
    // The filler is not sentences and earns nothing (decision 033), so the first real text of the task counts once.
    for (let i = 0; i < 5; i++) {
      now += MINUTE;
      await gain(i === 0 ? 'first completion' : 'repeated completions', () =>
        write(farmer, taskKey, `${HONEST_EMAIL}\n${i}`, 0),
      );
    }
    // Made-up words.
    for (const word of ['zyxwv', 'qwertyuiop', 'blorft', 'snargle', 'vexillum', 'plonk', 'grizzt', 'frumious'])
      await gain('made-up words', () => addWord(farmer, word));
    // Backfill: a month of readings and quizzes of the stories opened ten days ago.
    const backfill = old.flatMap((p) =>
      Array.from({ length: 30 }, (_, d) => [
        reading(p, 240, at(now - (d + 1) * DAY)),
        quiz(p, at(now - (d + 1) * DAY + MINUTE)),
      ]).flat(),
    );
    await gain('backfill', async () => {
      for (let i = 0; i < backfill.length; i += 100) await activity(farmer, backfill.slice(i, i + 100));
      for (const e of backfill.slice(0, 20)) await activity(farmer, [e]); // and one by one
    });
    now = start + 20 * MINUTE;
    const farmXp = await points(farmer);

    console.log(
      `${engine}: honest practice for 20 minutes earned ${honestXp} XP; the farm earned ${farmXp} XP (${Object.entries(
        farmed,
      )
        .map(([trick, xp]) => `${trick} ${xp}`)
        .join(', ')})`,
    );
    expect(honestXp).toBeGreaterThan(0);
    expect(farmXp).toBeLessThanOrEqual(honestXp);
    for (const trick of [
      '1-second readings',
      'zero seconds + filler',
      'repeated completions',
      'made-up words',
      'backfill',
    ])
      expect({ trick, xp: farmed[trick] }).toEqual({ trick, xp: 0 });
  });

  // Decision 033: a script earned 1,425 XP in 1.3 s. Twenty 1-second readings claiming 0 words, each with
  // its quiz answered from the key the passage response sent; then 22 "writings" of random words taken from
  // the stories, claiming 0 seconds. In the same five minutes an honest learner reads two stories and answers
  // their questions (from what they read: the test takes the answers from the stored story).
  /** What five honest minutes earn from `start`: two stories read for two minutes each, and their quizzes. */
  const honestFiveMinutes = async (start: number, keys: string[]) => {
    now = start;
    const honest = await registerUser(t.app);
    for (const key of keys.slice(0, 2)) {
      const story: Passage = await open(honest, key);
      now += 2 * MINUTE;
      const sent = await activity(honest, [reading(story, 120), quiz(story, at(), await storedAnswers(key))]);
      expect(sent.statusCode).toBe(200);
    }
    now = start + 5 * MINUTE;
    return points(honest);
  };

  it('earns no more than five minutes of honest practice with 0-word readings, the quiz key and word salad', async () => {
    const start = Date.parse(TORONTO_MIDDAY) + 2 * DAY;
    const cookie = (await registerUser(t.app)).cookie;
    const list = await t.app.inject({ url: '/api/passages?level=early-learner&limit=22', headers: { cookie } });
    const keys = (list.json().passages as { key: string }[]).map((p) => p.key);
    const tasks = await t.app.inject({ url: '/api/writing-tasks?limit=22', headers: { cookie } });
    const taskKeys = (tasks.json().tasks as { key: string }[]).map((task) => task.key);
    expect(keys.length).toBeGreaterThanOrEqual(20);
    expect(taskKeys.length).toBe(22);

    const honestXp = await honestFiveMinutes(start, keys);

    now = start;
    const farmer = await registerUser(t.app);
    const opened: Passage[] = [];
    for (const key of keys.slice(0, 20)) opened.push(await open(farmer, key));
    const quizKeySent = opened.some((p) => p.questions.some((q) => 'correctAnswer' in q || 'explanation' in q));
    const before = await points(farmer);
    for (const p of opened) {
      now += 1000;
      await activity(farmer, [{ ...reading(p, 1), data: { ...reading(p, 1).data, words: 0 } }, quiz(p)]);
    }
    const readingXp = (await points(farmer)) - before;

    const random = seeded(30);
    const storyWords = opened.flatMap((p) => p.text.split(/\s+/).filter(Boolean));
    const salad = () =>
      Array.from({ length: 180 }, () => storyWords[Math.floor(random() * storyWords.length)]).join(' ');
    const scores: number[] = [];
    for (const taskKey of taskKeys) {
      await open(farmer, taskKey);
      now += 1000;
      const res = await write(farmer, taskKey, salad(), 0);
      expect(res.statusCode).toBe(200);
      scores.push(res.json().attempt.score);
    }
    const writingXp = (await points(farmer)) - before - readingXp;
    now = start + 5 * MINUTE;
    const farmXp = (await points(farmer)) - before;

    console.log(
      `${engine}: honest practice for 5 minutes earned ${honestXp} XP; the farm earned ${farmXp} XP ` +
        `(0-word readings + quizzes ${readingXp}, word salad ${writingXp}; salad scores ${scores.join(',')}; ` +
        `quiz key in the passage response: ${quizKeySent})`,
    );
    expect(honestXp).toBeGreaterThan(0);
    expect(quizKeySent).toBe(false);
    expect(farmXp).toBeLessThanOrEqual(honestXp);
    expect({ readingXp, writingXp }).toEqual({ readingXp: 0, writingXp: 0 });
    expect(Math.max(...scores)).toBeLessThanOrEqual(3);
  });

  it('earns no more than five minutes of honest practice with plausible readings stacked on the same minute', async () => {
    const start = Date.parse(TORONTO_MIDDAY) + 4 * DAY;
    const cookie = (await registerUser(t.app)).cookie;
    const list = await t.app.inject({ url: '/api/passages?level=early-learner&limit=20', headers: { cookie } });
    const keys = (list.json().passages as { key: string }[]).map((p) => p.key);
    expect(keys.length).toBe(20);

    const honestXp = await honestFiveMinutes(start, keys);

    // Each story opened, then each "read" for just the time its words need at 400 a minute, all ending a second
    // apart: twenty readings on the same minute, each plausible alone (decision 033), with the stored answers.
    now = start;
    const farmer = await registerUser(t.app);
    const opened: Passage[] = [];
    for (const key of keys) opened.push(await open(farmer, key));
    now += 2 * MINUTE;
    const before = await points(farmer);
    const statuses: number[] = [];
    for (const p of opened) {
      now += 1000;
      const seconds = Math.ceil((countWords(p.text) / MAX_READING_WPM) * 60) + 1;
      const sent = await activity(farmer, [reading(p, seconds), quiz(p, at(), await storedAnswers(p.key))]);
      statuses.push(sent.statusCode);
    }
    now = start + 5 * MINUTE;
    const farmXp = (await points(farmer)) - before;
    console.log(
      `${engine}: honest practice for 5 minutes earned ${honestXp} XP; twenty stacked readings and their quizzes ` +
        `earned ${farmXp} XP (${statuses.filter((x) => x === 200).length} of 20 answered 200)`,
    );
    expect(farmXp).toBeLessThanOrEqual(honestXp);
  });
});
