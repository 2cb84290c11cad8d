// Issue 22: the volunteers' tools on every engine, through the real app and
// database: reset codes, lock/unlock, delete, stats and the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#src/domain/auth.ts';
import { SECURITY_QUESTIONS } from '#src/domain/enums.ts';
import { RESET_CODE_MESSAGES } from '#src/domain/reset-code.ts';
import { createVolunteerTools, type VolunteerTools } from '#src/server/features/admin/service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser, sessionCookie } from '../support/builders.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../support/database.ts';

const HOUR = 3_600_000;
const newSecrets = {
  newPassword: 'amber-lantern-seven',
  securityQuestion: SECURITY_QUESTIONS[2],
  securityAnswer: 'Okafor',
};

describe.each(ENGINES)('volunteer tools on %s', (engine) => {
  let t: TestApp;
  let tools: VolunteerTools;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  // A visitor and a signed-out cookie both get 200 {user: null}.
  const signedIn = async (cookie: string) =>
    (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user !== null;
  const login = (email: string, password: string) => post('/api/user/login', { email, password });
  const redeem = (code: string) => post('/api/user/reset-code', { code, ...newSecrets });
  const issue = async (email: string, with_: VolunteerTools = tools) => {
    const result = await with_.resetCode(email);
    if (result.outcome !== 'done') throw new Error(`no code: ${result.outcome}`);
    return result.code;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    tools = createVolunteerTools({ db: t.database.db, actor: 'volunteer-ana' });
  });
  afterAll(() => t.close());

  describe('reset-link', () => {
    it('signs the learner in once with a new password and answer, ends their other sessions, and never works again', async () => {
      const learner = await registerUser(t.app);
      const otherDevice = sessionCookie(await login(learner.email, learner.password));
      const code = await issue(learner.email.toUpperCase());
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);

      // Typed as a learner might: lower case, in groups, with spaces.
      const typed = code.toLowerCase().replace(/(.{4})(?!$)/g, '$1 ');
      const used = await redeem(typed);
      expect(used.statusCode).toBe(200);
      expect(used.json()).toMatchObject({ userId: learner.userId, email: learner.email });
      const fresh = sessionCookie(used);
      expect(await signedIn(fresh)).toBe(true);
      expect(await signedIn(learner.cookie)).toBe(false);
      expect(await signedIn(otherDevice)).toBe(false);

      const again = await redeem(code);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: RESET_CODE_MESSAGES.codeNotValid });
      expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      expect(await signedIn(fresh)).toBe(true);

      expect((await login(learner.email, learner.password)).statusCode).toBe(401);
      expect((await login(learner.email, newSecrets.newPassword)).statusCode).toBe(200);
      const forgot = await post('/api/user/forgot-password', { email: learner.email });
      expect(forgot.json().securityQuestion).toBe(newSecrets.securityQuestion);
      const reset = await post('/api/user/reset-password', {
        email: learner.email,
        securityAnswer: newSecrets.securityAnswer,
        newPassword: 'quartz-meadow-nine',
      });
      expect(reset.statusCode).toBe(200);
    });

    it('answers an unknown, an old and a replaced code alike, so a code reveals nothing', async () => {
      const learner = await registerUser(t.app);
      const yesterday = createVolunteerTools({
        db: t.database.db,
        actor: 'volunteer-ana',
        clock: () => Date.now() - 25 * HOUR,
      });
      const expired = await issue(learner.email, yesterday);
      const replaced = await issue(learner.email);
      const current = await issue(learner.email);
      for (const code of [expired, replaced, '0000-0000-0000-0000']) {
        const res = await redeem(code);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: RESET_CODE_MESSAGES.codeNotValid });
      }
      expect((await redeem('not a code')).json()).toEqual({ error: RESET_CODE_MESSAGES.codeNotValid });
      expect((await redeem(current)).statusCode).toBe(200);
    });

    it('lets only one of two requests at once use a code', async () => {
      const learner = await registerUser(t.app);
      const code = await issue(learner.email);
      const results = await Promise.all([redeem(code), redeem(code), redeem(code)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    });

    it('keeps the code when the new password is refused', async () => {
      const learner = await registerUser(t.app);
      const code = await issue(learner.email);
      const common = await post('/api/user/reset-code', { ...newSecrets, code, newPassword: 'password123' });
      expect(common.statusCode).toBe(400);
      expect(common.json()).toEqual({ error: AUTH_MESSAGES.commonPassword });
      const short = await post('/api/user/reset-code', { ...newSecrets, code, securityAnswer: 'x' });
      expect(short.json()).toEqual({ error: AUTH_MESSAGES.securityAnswerTooShort });
      expect((await redeem(code)).statusCode).toBe(200);
    });

    it('gives no code for an unknown address or a locked learner', async () => {
      expect(await tools.resetCode('nobody.here@example.org')).toEqual({ outcome: 'no-such-learner' });
      expect(await tools.resetCode('not an address')).toEqual({ outcome: 'not-an-email' });
      const learner = await registerUser(t.app);
      const code = await issue(learner.email);
      await tools.lock(learner.email);
      expect(await tools.resetCode(learner.email)).toEqual({ outcome: 'locked' });
      // A code given before the lock does not get round it.
      const res = await redeem(code);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: RESET_CODE_MESSAGES.accountLocked });
    });
  });

  describe('lock and unlock', () => {
    it('signs a locked learner out and tells them, after the right password only, that the account is locked', async () => {
      const learner = await registerUser(t.app);
      expect(await tools.lock(learner.email)).toBe('done');
      expect(await tools.lock(learner.email)).toBe('already');
      expect(await signedIn(learner.cookie)).toBe(false);

      const right = await login(learner.email, learner.password);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ error: RESET_CODE_MESSAGES.accountLocked });
      expect(right.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      const wrong = await login(learner.email, 'not-the-password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: AUTH_MESSAGES.wrongCredentials });

      expect(await tools.unlock(learner.email)).toBe('done');
      expect(await tools.unlock(learner.email)).toBe('already');
      const back = await login(learner.email, learner.password);
      expect(back.statusCode).toBe(200);
      expect(await signedIn(sessionCookie(back))).toBe(true);
    });
  });

  describe('delete', () => {
    it('removes the account and its sessions, as the learner’s own deletion does', async () => {
      const learner = await registerUser(t.app);
      expect(await tools.deleteLearner(learner.email)).toBe('done');
      expect(await signedIn(learner.cookie)).toBe(false);
      expect((await login(learner.email, learner.password)).statusCode).toBe(401);
      expect(await tools.deleteLearner(learner.email)).toBe('no-such-learner');
      // The address is free again.
      expect((await registerUser(t.app, { email: learner.email })).userId).not.toBe(learner.userId);
    });
  });

  describe('content hide, restore and reports (issue 15)', () => {
    it('hide removes an item from the lists, restore brings it back, and both are recorded', async () => {
      const learner = await registerUser(t.app);
      const listed = async () =>
        (
          await t.app.inject({
            url: '/api/passages?level=early-learner&topic=daily-life',
            headers: { cookie: learner.cookie },
          })
        )
          .json()
          .passages.map((p: { key: string }) => p.key) as string[];
      const [key] = await listed();
      if (!key) throw new Error('the fixture library lists no daily-life passage');

      expect(await tools.hideContent(key)).toBe('done');
      expect(await listed()).not.toContain(key);
      expect((await tools.contentReports()).items).toEqual([
        expect.objectContaining({ item_key: key, reports: 0, hidden_by: 'volunteer' }),
      ]);
      expect(await tools.restoreContent(key)).toBe('done');
      expect(await listed()).toContain(key);
      expect((await tools.contentReports()).items).toEqual([]);
      expect(await tools.hideContent('reading/none/none/nothing')).toBe('no-such-item');
      const actions = (await tools.recentAudit(5)).map((r) => [r.action, r.target, r.outcome]).reverse();
      expect(actions).toEqual([
        ['content-hide', key, 'done'],
        ['reports', null, 'done'],
        ['content-restore', key, 'done'],
        ['reports', null, 'done'],
        ['content-hide', 'reading/none/none/nothing', 'no-such-item'],
      ]);
    });
  });

  describe('audit', () => {
    it('records who did what to which account id, never an e-mail address', async () => {
      const learner = await registerUser(t.app);
      const bea = createVolunteerTools({ db: t.database.db, actor: 'volunteer-bea' });
      await bea.lock(learner.email);
      await bea.unlock(learner.email);
      await bea.resetCode(learner.email);
      await bea.lock('nobody.at.all@example.org');
      const rows = (await tools.recentAudit(1000)).filter((r) => r.actor === 'volunteer-bea');
      expect(rows.map((r) => [r.action, r.target, r.outcome]).reverse()).toEqual([
        ['lock', learner.userId, 'done'],
        ['unlock', learner.userId, 'done'],
        ['reset-link', learner.userId, 'done'],
        ['lock', null, 'no-such-learner'],
      ]);
      expect(JSON.stringify(await tools.recentAudit(1000))).not.toContain('@');
    });
  });

  it('limits code attempts per address like the other reset routes', async () => {
    const strict = await createTestApp(engine, {
      limits: { ...t.config.limits, reset: { max: 2, windowMs: 60_000 } },
    });
    try {
      const attempt = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/user/reset-code',
          payload: { code: '0000-0000-0000-0000', ...newSecrets },
        });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatch(/^Too many attempts/);
    } finally {
      await strict.close();
    }
  });
});

describe.each(ENGINES)('site stats on %s', (engine) => {
  let database: TestDatabase;
  // A Wednesday; the tools take this as "now", so no real clock is involved.
  const now = Date.parse('2025-03-12T12:00:00Z');
  const at = (iso: string) => Date.parse(iso);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const user = (id: string, created: string, lastLogin: string | null, locked = false) => ({
      id,
      email: `${id}@example.org`,
      username: id,
      password_hash: 'x',
      security_question: SECURITY_QUESTIONS[0],
      security_answer_hash: 'x',
      created_at: at(created),
      last_login_at: lastLogin ? at(lastLogin) : null,
      locked_at: locked ? at('2025-03-01T00:00:00Z') : null,
    });
    await database.db
      .insertInto('users')
      .values([
        user('u1', '2025-01-20T10:00:00Z', '2025-03-11T09:00:00Z'),
        user('u2', '2025-03-02T10:00:00Z', '2025-02-20T09:00:00Z'),
        user('u3', '2024-12-01T10:00:00Z', null, true),
      ])
      .execute();
    let n = 0;
    const event = (userId: string, type: string, occurred: string) => ({
      user_id: userId,
      id: `e${++n}`,
      type,
      occurred_at: at(occurred),
      recorded_at: at(occurred),
      xp: 10,
      data: '{}',
    });
    await database.db
      .insertInto('events')
      .values([
        event('u1', 'reading-session', '2025-03-11T10:00:00Z'),
        event('u1', 'reading-session', '2025-03-04T10:00:00Z'),
        event('u1', 'word-learned', '2025-03-11T10:05:00Z'),
        event('u1', 'challenge-completed', '2025-03-11T10:06:00Z'),
        event('u3', 'reading-session', '2025-03-10T08:00:00Z'),
        event('u3', 'quiz', '2025-03-10T08:10:00Z'),
        event('u3', 'writing-task', '2025-02-01T08:00:00Z'),
        // A device with its clock ahead: after "now", so not counted.
        event('u2', 'quiz', '2025-03-13T08:00:00Z'),
      ])
      .execute();
    await database.db
      .insertInto('sessions')
      .values({
        token_hash: 'h',
        user_id: 'u2',
        created_at: at('2025-02-20T09:00:00Z'),
        last_seen_at: at('2025-03-01T09:00:00Z'),
        expires_at: at('2025-05-01T00:00:00Z'),
      })
      .execute();
  });
  afterAll(() => database.dispose());

  it('matches the seeded database, week by week, with counts only', async () => {
    const tools = createVolunteerTools({ db: database.db, actor: 'volunteer-ana', clock: () => now });
    const stats = await tools.stats();
    const week = (weekStart: string, registered: number, active: number, p: number, q: number, w: number) => ({
      weekStart,
      registered,
      active,
      passagesRead: p,
      quizzesTaken: q,
      tasksCompleted: w,
    });
    expect(stats).toEqual({
      generatedAt: '2025-03-12T12:00:00.000Z',
      learners: 3,
      lockedLearners: 1,
      activeLast7Days: 2,
      activeLast30Days: 3,
      passagesRead: 3,
      quizzesTaken: 1,
      tasksCompleted: 1,
      weeks: [
        week('2025-01-19', 1, 0, 0, 0, 0),
        week('2025-01-26', 0, 1, 0, 0, 1),
        week('2025-02-02', 0, 0, 0, 0, 0),
        week('2025-02-09', 0, 0, 0, 0, 0),
        week('2025-02-16', 0, 1, 0, 0, 0),
        week('2025-02-23', 0, 1, 0, 0, 0),
        week('2025-03-02', 1, 1, 1, 0, 0),
        week('2025-03-09', 0, 2, 2, 1, 0),
      ],
      // No learner asked a tutor here (tests/api/tutoring.test.ts has the tutors' figures).
      tutoring: {
        waiting: 0,
        oldestWaitingSeconds: 0,
        medianAnswerSeconds: null,
        answeredLast30Days: 0,
        tutorsActiveLast7Days: 0,
      },
    });
    expect(JSON.stringify(stats)).not.toMatch(/u[123]|@/);
    const [entry] = await tools.recentAudit(1);
    expect(entry).toMatchObject({ actor: 'volunteer-ana', action: 'stats', target: null, outcome: 'done', at: now });
  });
});
