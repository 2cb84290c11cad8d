// An offline queue sends a completed task again whenever it cannot tell that
// the server got it (the answer lost on the way back, a flush on 'online'
// racing a timed retry). The attempt's client id makes every replay the same
// attempt: saved once, one learning event, XP once (issue 17).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS_PER_DAY } from '#src/domain/writing.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';

const TASK = 'writing/email-writing/fx-heating';
const LETTER =
  'Dear Mr Lee,\n\nThe heating has not worked since Monday. My children are cold at night. Could you please send someone this week?\n\nKind regards,\nAna';

// The first text also starts the grammar checker (seconds on a shared machine), and the
// last test saves a day's worth of drafts, each checked.
const SLOW = 120_000;

describe.each(ENGINES)('a replayed writing attempt on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  type User = Awaited<ReturnType<typeof registerUser>>;
  const send = (user: User, id: string, text = LETTER) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/writing/attempts`,
      payload: { id, taskKey: TASK, mode: 'email-writing', text, secondsUsed: 300, timeLimit: 20 },
      headers: { cookie: user.cookie },
    });
  const exported = async (user: User) =>
    (await t.app.inject({ url: `/api/user/${user.userId}/export`, headers: { cookie: user.cookie } })).json();

  it(
    'sent twice at the same moment, is saved once, with one event and its XP once',
    async () => {
      const ana = await registerUser(t.app);
      const id = randomUUID();
      const answers = await Promise.all([send(ana, id), send(ana, id), send(ana, id)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.json().attempt.id)).toEqual([id, id, id]);
      // Exactly one of them earned the XP; the others answer the same attempt with none.
      const xp = answers.map((a) => a.json().attempt.xp).sort((a, b) => b - a);
      expect(xp[0]).toBeGreaterThan(0);
      expect(xp.slice(1)).toEqual([0, 0]);

      const data = await exported(ana);
      expect(data.writingAttempts.map((a: { id: string }) => a.id)).toEqual([id]);
      const events = data.events.filter((e: { type: string }) => e.type === 'writing-task');
      expect(events.map((e: { id: string; xp: number }) => [e.id, e.xp])).toEqual([[id, xp[0]]]);
      expect(data.progress.totals.points).toBe(xp[0]);
    },
    SLOW,
  );

  it('sent again later with the same id, answers the saved attempt and keeps its first text', async () => {
    const ana = await registerUser(t.app);
    const id = randomUUID();
    const first = (await send(ana, id)).json().attempt;
    const replay = await send(ana, id, `${LETTER}\n\nP.S. The window is broken too.`);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().attempt).toMatchObject({ id, text: LETTER, words: first.words, score: first.score, xp: 0 });
    const data = await exported(ana);
    expect(data.writingAttempts).toHaveLength(1);
    expect(data.writingAttempts[0].text).toBe(LETTER);
  });

  it(
    `is still the same attempt after the day's limit of ${MAX_ATTEMPTS_PER_DAY} drafts, not refused`,
    async () => {
      const ana = await registerUser(t.app);
      const ids = Array.from({ length: MAX_ATTEMPTS_PER_DAY }, () => randomUUID());
      for (const id of ids) expect((await send(ana, id, 'A short note.')).statusCode).toBe(200);
      // A new draft is over the limit...
      expect((await send(ana, randomUUID(), 'One more note.')).statusCode).toBe(429);
      // ...but the queue replaying one it already sent gets that attempt back.
      const replay = await send(ana, ids[0] ?? '', 'A short note.');
      expect(replay.statusCode).toBe(200);
      expect(replay.json().attempt).toMatchObject({ id: ids[0], xp: 0 });
      expect((await exported(ana)).writingAttempts).toHaveLength(MAX_ATTEMPTS_PER_DAY);
    },
    SLOW,
  );
});
