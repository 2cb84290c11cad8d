// Issue 17 (4): the export holds every row kept about the learner, and
// deleting the account leaves none. Both are checked against the database's
// own list of tables, so a table added later without export coverage fails.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '#src/domain/account.ts';
import { createVolunteerTools } from '#src/server/features/admin/service.ts';
import { KEPT_ON_DELETION, LEARNER_TABLES, SHARED_TABLES } from '#src/server/features/users/my-data.ts';
import { EXPORT_LIMIT, EXPORT_LIMIT_MESSAGE } from '#src/server/features/users/routes.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { givePractice } from '../support/practice.ts';

type Learner = Awaited<ReturnType<typeof registerUser>>;
const PASSAGE = 'reading/early-learner/food/fx-food-one';

describe.each(ENGINES)('my data on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const as = (user: Learner, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: user.cookie } });

  async function tableNames(): Promise<string[]> {
    const query =
      engine === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
        : sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`;
    const rows = (await query.execute(t.database.db)).rows.map((r) => r.name);
    return rows.filter((name) => !name.startsWith('kysely_')).sort();
  }

  /** Every row, in every table, that holds the learner's id or e-mail anywhere in it. */
  async function rowsAbout(user: Learner): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of await tableNames()) {
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.database.db)).rows;
      counts[table] = rows.filter((row) =>
        Object.values(row).some(
          (value) => typeof value === 'string' && (value.includes(user.userId) || value.includes(user.email)),
        ),
      ).length;
    }
    return counts;
  }

  /** A learner who has done a bit of everything the site keeps. */
  async function busyLearner(): Promise<Learner> {
    const user = await registerUser(t.app);
    // A second sign-in (a second session) and a failed one (a counter keyed by the e-mail).
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: 'not-it-at-all' },
    });
    expect(
      (await as(user, 'POST', `/api/user/${user.userId}/preferences`, { dailyGoalMinutes: 20, theme: 'dark' }))
        .statusCode,
    ).toBe(200);
    expect((await as(user, 'POST', '/api/passage-content', { key: PASSAGE })).statusCode).toBe(200);
    const activity = await as(user, 'POST', `/api/user/${user.userId}/activity`, {
      events: [
        {
          id: randomUUID(),
          occurredAt: new Date().toISOString(),
          data: { type: 'reading-session', passageKey: PASSAGE, words: 285, seconds: 180, mode: 'normal' },
        },
        {
          id: randomUUID(),
          occurredAt: new Date().toISOString(),
          data: { type: 'quiz', passageKey: PASSAGE, answers: [0, 0, 0, 0, 0] },
        },
      ],
      timeZone: 'America/Toronto',
    });
    expect(activity.statusCode).toBe(200);
    // A word of the passage it opened: only those count as learned (issue 30).
    const word = { word: 'Harvest', definition: 'the time crops are gathered', sentence: 'The harvest festival.' };
    expect((await as(user, 'POST', `/api/user/${user.userId}/words`, word)).statusCode).toBe(200);
    expect(
      (await as(user, 'POST', `/api/user/${user.userId}/words/harvest/review`, { grade: 'good' })).statusCode,
    ).toBe(200);
    // A finished writing task, as the writing route stores it (its scoring has its own tests;
    // here the checker's 400 MB would only slow the seeding down).
    const attemptId = randomUUID();
    await t.database.db
      .insertInto('writing_attempts')
      .values({
        id: attemptId,
        user_id: user.userId,
        task_key: 'writing/email-writing/fx-heating',
        mode: 'email-writing',
        text: 'Dear Mr Lee,\n\nThe heating has not worked since Monday. Could you please send someone?\n\nKind regards,\nAna',
        words: 17,
        seconds: 600,
        score: 4,
        band: null,
        cefr: null,
        findings: 0,
        created_at: Date.now(),
        analysed: 1,
        title: 'The heating is broken',
        prompt: 'Write to your landlord about the heating.',
      })
      .execute();
    const report = await as(user, 'POST', '/api/content-reports', { key: PASSAGE, reason: 'too-hard', note: '' });
    expect(report.statusCode).toBe(200);
    await tutoring(user, attemptId);
    // A wrong password when deleting: a counter keyed by the learner's id. The form asks for no e-mail, and the
    // answer speaks of the password only.
    const wrong = await as(user, 'DELETE', `/api/user/${user.userId}`, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'The password is not correct.' });
    // A volunteer gave a reset code and the audit trail noted it (npm run admin; written here).
    await t.database.db
      .insertInto('reset_codes')
      .values({
        code_hash: randomUUID(),
        user_id: user.userId,
        created_at: Date.now(),
        expires_at: Date.now() + 3_600_000,
        used_at: null,
      })
      .execute();
    await t.database.db
      .insertInto('admin_audit')
      .values({
        id: randomUUID(),
        at: Date.now(),
        actor: 'volunteer',
        action: 'reset-code',
        target: user.userId,
        outcome: 'done',
      })
      .execute();
    // Content the learner asked the AI for (this test runs without an AI service, so it is written here).
    const now = Date.now();
    await t.database.db
      .insertInto('passages')
      .values({
        key: `reading/early-learner/food/ai-${randomUUID()}`,
        level: 'early-learner',
        topic: 'food',
        title: `Soup for ${user.username}`,
        source: 'ai',
        body: JSON.stringify({ title: 'Soup', text: 'Soup is warm.', questions: [], vocabulary: [] }),
        french: null,
        created_by: user.userId,
        created_at: now,
      })
      .execute();
    await t.database.db
      .insertInto('writing_tasks')
      .values({
        key: `writing/letter-writing/ai-${randomUUID()}`,
        mode: 'letter-writing',
        title: 'A letter',
        source: 'ai',
        body: '{}',
        created_by: user.userId,
        created_at: now,
      })
      .execute();
    return user;
  }

  /**
   * Volunteer tutors (decision 038): the learner asks a tutor about their text and reports a comment of the
   * answer; made a tutor too, they answer another learner's text.
   */
  async function tutoring(user: Learner, attemptId: string) {
    const tools = createVolunteerTools({ db: t.database.db, actor: 'volunteer' });
    const answer = { comments: [{ start: 0, end: 4, note: 'Good start.' }], wentWell: 'Clear.', toPractise: 'Commas.' };
    const tutor = await registerUser(t.app);
    await tools.tutorRole('grant', tutor.email);
    await givePractice(t.database.db, user.userId);
    const asked = await as(user, 'POST', `/api/user/${user.userId}/tutor-requests`, { id: randomUUID(), attemptId });
    const requestId = asked.json().id as string;
    expect((await as(tutor, 'POST', `/api/tutor/requests/${requestId}/claim`)).statusCode).toBe(200);
    expect((await as(tutor, 'POST', `/api/tutor/requests/${requestId}/answer`, answer)).statusCode).toBe(200);
    const url = `/api/user/${user.userId}/tutor-requests/${requestId}/report`;
    expect((await as(user, 'POST', url, { commentId: 'c1', note: 'Unkind.' })).statusCode).toBe(200);

    await tools.tutorRole('grant', user.email);
    const other = await registerUser(t.app);
    await givePractice(t.database.db, other.userId);
    const otherAttempt = randomUUID();
    await t.database.db
      .insertInto('writing_attempts')
      .values({
        id: otherAttempt,
        user_id: other.userId,
        task_key: 'writing/email-writing/fx-heating',
        mode: 'email-writing',
        text: 'Dear Sir, my heating is broken.',
        words: 6,
        seconds: 300,
        score: 3,
        band: null,
        cefr: null,
        findings: 0,
        created_at: Date.now(),
        analysed: 1,
        title: null,
        prompt: null,
      })
      .execute();
    const theirs = await as(other, 'POST', `/api/user/${other.userId}/tutor-requests`, {
      id: randomUUID(),
      attemptId: otherAttempt,
    });
    const theirId = theirs.json().id as string;
    expect((await as(user, 'POST', `/api/tutor/requests/${theirId}/claim`)).statusCode).toBe(200);
    expect((await as(user, 'POST', `/api/tutor/requests/${theirId}/answer`, answer)).statusCode).toBe(200);
  }

  const at = (data: Record<string, unknown>, path: string): unknown =>
    path.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | null)?.[part], data);
  const rowCount = (section: unknown) => (Array.isArray(section) ? section.length : section ? 1 : 0);

  it('every table is either about learners (and exported) or shared', async () => {
    const known = [...Object.keys(LEARNER_TABLES), ...SHARED_TABLES].sort();
    expect(await tableNames()).toEqual(known);
  });

  // The first writing attempt loads the checker (seconds on a busy machine).
  const SLOW = 120_000;

  it(
    "the export holds each table's rows about the learner, without secrets",
    async () => {
      const ana = await busyLearner();
      await busyLearner(); // someone else, whose rows must not appear
      const res = await as(ana, 'GET', `/api/user/${ana.userId}/export`);
      // Counted after the download, which keeps its own counter (the export limit) about the learner.
      const rows = await rowsAbout(ana);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('attachment');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const data = res.json();
      // Written by hand a page at a time (issue 30), it still keeps the documented shape.
      expect(accountExportSchema.safeParse(data).error).toBeUndefined();
      for (const [table, path] of Object.entries(LEARNER_TABLES)) {
        expect(rows[table], `${table} has rows about the learner in this test`).toBeGreaterThan(0);
        expect({ table, exported: rowCount(at(data, path)) }).toEqual({ table, exported: rows[table] });
      }
      for (const table of SHARED_TABLES) expect({ table, rows: rows[table] }).toEqual({ table, rows: 0 });

      expect(data.account).toMatchObject({ userId: ana.userId, email: ana.email, username: ana.username });
      expect(data.preferences.preferences).toMatchObject({ dailyGoalMinutes: 20, theme: 'dark' });
      expect(data.events.map((e: { type: string }) => e.type)).toEqual(
        expect.arrayContaining(['reading-session', 'quiz', 'word-learned']),
      );
      expect(data.words[0]).toMatchObject({ word: 'harvest', definition: 'the time crops are gathered', reviews: 1 });
      expect(data.writingAttempts[0].text).toContain('The heating has not worked');
      expect(data.writingAttempts[0]).toHaveProperty('findings');
      expect(data.progress.totals.points).toBeGreaterThan(0);
      // Secrets stay out: no hashes, no session tokens.
      expect(res.body).not.toMatch(/hash|\$argon2/i);
      const sessionTokens = await t.database.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', ana.userId)
        .execute();
      for (const s of sessionTokens) expect(res.body).not.toContain(s.token_hash);
    },
    SLOW,
  );

  it(
    'deleting the account leaves no row about the learner in any table, and others keep theirs',
    async () => {
      const ana = await busyLearner();
      const ben = await busyLearner();
      const bensBefore = await rowsAbout(ben);
      const res = await as(ana, 'DELETE', `/api/user/${ana.userId}`, { password: ana.password });
      expect(res.statusCode).toBe(200);
      const left = await rowsAbout(ana);
      for (const table of await tableNames()) {
        if ((KEPT_ON_DELETION as readonly string[]).includes(table)) continue;
        expect({ table, rows: left[table] }).toEqual({ table, rows: 0 });
      }
      expect(await rowsAbout(ben)).toEqual(bensBefore);
      // The content Ana asked for stays for others, anonymous.
      const anonymous = await t.database.db
        .selectFrom('passages')
        .select('created_by')
        .where('title', '=', `Soup for ${ana.username}`)
        .execute();
      expect(anonymous).toEqual([{ created_by: null }]);
      expect((await as(ana, 'GET', `/api/user/${ana.userId}/export`)).statusCode).toBe(401);
    },
    SLOW,
  );

  it('limits downloads per learner (429 past the hour’s allowance), not per site', async () => {
    const ana = await registerUser(t.app);
    const ben = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= EXPORT_LIMIT.max; i++)
      statuses.push((await as(ana, 'GET', `/api/user/${ana.userId}/export`)).statusCode);
    expect(statuses).toEqual([...Array(EXPORT_LIMIT.max).fill(200), 429]);
    const refused = await as(ana, 'GET', `/api/user/${ana.userId}/export`);
    expect(refused.json()).toEqual({ error: EXPORT_LIMIT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await as(ben, 'GET', `/api/user/${ben.userId}/export`)).statusCode).toBe(200);
  });
});
