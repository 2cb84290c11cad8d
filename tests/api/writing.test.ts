import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';

describe.each(ENGINES)('writing attempts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const text =
    'Dear Mr Lee,\n\nThe heating has not worked since Monday. I has called twice. Could you please send someone?\n\nKind regards,\nAna';

  it('scores a draft on the server with the §9 formula, keeps it, and counts it once', async () => {
    const user = await registerUser(t.app);
    const id = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/${user.userId}/writing/attempts`,
        payload: {
          id,
          taskKey: 'writing/email-writing/fx-heating',
          mode: 'email-writing',
          text,
          secondsUsed: 600,
          timeLimit: 20,
        },
        headers: { cookie: user.cookie },
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    // 22 words: min(22/150, 1.2) × 5 + 0.5 × 3 + 2 = 4.2 -> 4
    expect(first.json().attempt).toMatchObject({ words: 22, score: 4, findings: 1 });
    expect(first.json().newBadges.map((b: { id: string }) => b.id)).toEqual(['first-steps']);
    const replay = await send();
    expect(replay.json().attempt.id).toBe(id);
    expect(replay.json().newBadges).toEqual([]);
    const profile = (
      await t.app.inject({ url: `/api/user/${user.userId}/profile`, headers: { cookie: user.cookie } })
    ).json();
    expect(profile.summary.writing.totalTasksCompleted).toBe(1);
  });

  it('lists a task’s drafts newest first, so revisions show progress', async () => {
    const user = await registerUser(t.app);
    for (const draft of [
      text,
      `${text}\n\nP.S. The radiator in the bedroom is also cold, and the window does not close well.`,
    ]) {
      await t.app.inject({
        method: 'POST',
        url: `/api/user/${user.userId}/writing/attempts`,
        payload: {
          id: randomUUID(),
          taskKey: 'writing/email-writing/fx-heating',
          mode: 'email-writing',
          text: draft,
          secondsUsed: 300,
          timeLimit: 20,
        },
        headers: { cookie: user.cookie },
      });
    }
    const list = (
      await t.app.inject({
        url: `/api/user/${user.userId}/writing/attempts?taskKey=writing/email-writing/fx-heating`,
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(list.attempts).toHaveLength(2);
    expect(list.attempts[0].words).toBeGreaterThan(list.attempts[1].words);
  });

  it('refuses empty text and another learner', async () => {
    const ana = await registerUser(t.app);
    const ben = await registerUser(t.app);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/user/${ana.userId}/writing/attempts`,
      payload: { id: randomUUID(), taskKey: 'k', mode: 'email-writing', text: '   ', secondsUsed: 1, timeLimit: 20 },
      headers: { cookie: ana.cookie },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Please write something first.' });
    expect(
      (await t.app.inject({ url: `/api/user/${ana.userId}/writing/attempts`, headers: { cookie: ben.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps two learners’ drafts apart even when their ids are the same, each counted with its XP', async () => {
    const ana = await registerUser(t.app);
    const ben = await registerUser(t.app);
    const id = randomUUID();
    const save = (who: typeof ana) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/${who.userId}/writing/attempts`,
        payload: {
          id,
          taskKey: 'writing/email-writing/fx-heating',
          mode: 'email-writing',
          text,
          secondsUsed: 60,
          timeLimit: 20,
        },
        headers: { cookie: who.cookie },
      });
    const first = await save(ana);
    const second = await save(ben);
    expect(first.json().attempt.xp).toBeGreaterThan(0);
    expect(second.json().attempt.xp).toBe(first.json().attempt.xp);
    for (const who of [ana, ben]) {
      const list = (
        await t.app.inject({ url: `/api/user/${who.userId}/writing/attempts`, headers: { cookie: who.cookie } })
      ).json();
      expect(list.attempts.map((a: { id: string }) => a.id)).toEqual([id]);
    }
    // The same learner sending it again: saved once, no more XP.
    expect((await save(ana)).json().attempt.xp).toBe(0);
  });

  it('refuses a text too long to save, with a clear message', async () => {
    const ana = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${ana.userId}/writing/attempts`,
      payload: {
        id: randomUUID(),
        taskKey: 'writing/email-writing/fx-heating',
        mode: 'email-writing',
        text: 'word '.repeat(20_000),
        secondsUsed: 60,
        timeLimit: 20,
      },
      headers: { cookie: ana.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'This text is too long to save. Please keep it under 60,000 characters.' });
  });
});
