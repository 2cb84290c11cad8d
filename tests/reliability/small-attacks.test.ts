// Issue 30's smaller attacks, through real sockets and the real admin
// command: parallel saves past the drafts limit (54 of 50 before), a
// zero-width space in a username, eleven wrong passwords from a stranger that
// locked the owner out, learner text that drove a volunteer's terminal, and
// a database file readable by every local user (0644).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS_PER_DAY } from '#src/domain/writing.ts';
import { DEFAULT_AUTH_LIMITS } from '#src/server/config.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registration } from '../support/builders.ts';
import { createSharedTestDatabase, ENGINES } from '../support/database.ts';
import { givePractice } from '../support/practice.ts';
import { createServerData, type ServerData, type ServerProcess, startServer } from './support/server-process.ts';

const run = promisify(execFile);
const TASK = 'writing/email-writing/fx-heating';
const PASSAGE = 'reading/early-learner/food/fx-food-one';

describe.each(ENGINES)('the smaller attacks on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    const database = await createSharedTestDatabase(engine);
    env = database.env;
    t = await createTestApp(engine, { limits: DEFAULT_AUTH_LIMITS, trustProxy: { hops: 1 } }, { database });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const signUp = async (client: string, overrides: Record<string, unknown> = {}) => {
    const account = registration(overrides);
    const res = await send('/api/user/register', account, { 'x-forwarded-for': client });
    expect(res.status).toBe(201);
    return {
      ...account,
      cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
      userId: (await res.json()).userId as string,
    };
  };

  it(`keeps the drafts limit (${MAX_ATTEMPTS_PER_DAY} a day) under 60 parallel saves`, async () => {
    const learner = await signUp('203.0.113.20');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        send(
          `/api/user/${learner.userId}/writing/attempts`,
          { id: randomUUID(), taskKey: TASK, text: `Note number ${i}.`, secondsUsed: 60 },
          { cookie: learner.cookie, 'x-forwarded-for': '203.0.113.20' },
        ).then((r) => r.status),
      ),
    );
    const stored = await t.database.db
      .selectFrom('writing_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', learner.userId)
      .executeTakeFirstOrThrow();
    console.log(
      `${engine}: 60 parallel saves -> ${Number(stored.n)} drafts stored, ${answers.filter((s) => s === 429).length} refused`,
    );
    expect(Number(stored.n)).toBe(MAX_ATTEMPTS_PER_DAY);
    expect(answers.filter((s) => s === 200)).toHaveLength(MAX_ATTEMPTS_PER_DAY);
    expect(answers.filter((s) => s === 429)).toHaveLength(60 - MAX_ATTEMPTS_PER_DAY);
  });

  it('refuses a zero-width space and other invisible characters in a username', async () => {
    for (const username of ['Ana\u200BCosta', 'Ana\u2060Costa', 'Ana\u00A0Costa']) {
      const res = await send('/api/user/register', registration({ username }), { 'x-forwarded-for': '203.0.113.21' });
      expect(res.status).toBe(400);
    }
  });

  it('does not let eleven wrong passwords from a stranger lock the owner out at home', async () => {
    const owner = await signUp('198.51.100.7');
    const home = { 'x-forwarded-for': '198.51.100.7' };
    // The owner signed in at home before; a stranger tries from elsewhere, in parallel.
    expect((await send('/api/user/login', { email: owner.email, password: owner.password }, home)).status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        send(
          '/api/user/login',
          { email: owner.email, password: `guess-${i}` },
          { 'x-forwarded-for': '192.0.2.66' },
        ).then((r) => r.status),
      ),
    );
    expect(guesses.filter((s) => s === 401)).toHaveLength(DEFAULT_AUTH_LIMITS.failedLoginFromAddress.max);
    expect((await send('/api/user/login', { email: owner.email, password: owner.password }, home)).status).toBe(200);
  });

  it('prints report notes in the admin command with control characters escaped', async () => {
    const learner = await signUp('203.0.113.22');
    await givePractice(t.database.db, learner.userId);
    const opened = await fetch(`${base}/api/passage-content?key=${encodeURIComponent(PASSAGE)}`, {
      headers: { cookie: learner.cookie },
    });
    expect(opened.status).toBe(200);
    const note = 'Bad answer\u001b[2J\u001b[H\u001b]0;pwned\u0007\u001b[8mhidden';
    const reported = await send(
      '/api/content-reports',
      { key: PASSAGE, reason: 'other', note },
      { cookie: learner.cookie, 'x-forwarded-for': '203.0.113.22' },
    );
    expect(reported.status).toBe(200);
    const { stdout } = await run('node_modules/.bin/tsx', ['scripts/admin.ts', 'reports'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      timeout: 120_000,
    });
    expect(stdout).toContain('note: Bad answer\\u{1b}[2J\\u{1b}[H\\u{1b}]0;pwned\\u{7}\\u{1b}[8mhidden');
    expect([...stdout].filter((c) => c !== '\n' && /\p{Cc}/u.test(c))).toEqual([]);
  });
});

describe('the SQLite file of a running server', () => {
  let data: ServerData;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await data?.dispose();
  });

  it('is readable by the site’s own user only (0600 in a 0700 folder)', async () => {
    data = await createServerData('sqlite');
    server = await startServer(data);
    const file = data.sqliteFile ?? '';
    const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
    expect(mode(dirname(file))).toBe('700');
    for (const name of readdirSync(dirname(file)).filter((n) => n.startsWith('english.sqlite')))
      expect({ name, mode: mode(join(dirname(file), name)) }).toEqual({ name, mode: '600' });
  });
});
