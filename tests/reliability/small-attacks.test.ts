// The smaller attacks, through real sockets and the real admin and backup
// commands: parallel saves past the drafts limit (54 of 50 before), a
// zero-width space in a username, eleven wrong passwords from a stranger that
// locked the owner out, learner text that drove a volunteer's terminal, and
// a database file readable by every local user (0644). Then: sixty sign-ins
// that kept sixty sessions, e-mail addresses with a terminal's escape codes or
// the right-to-left override, six strangers whose sixty wrong passwords locked
// the owner out at the address they signed up from, a write from the site's
// other scheme that passed the Origin check, and backups readable by every
// local user (0644, with e-mails and password hashes inside).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS_PER_DAY } from '#src/domain/writing.ts';
import { DEFAULT_AUTH_LIMITS } from '#src/server/config.ts';
import { MAX_SESSIONS_PER_ACCOUNT } from '#src/server/features/auth/session-manager.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registration } from '../support/builders.ts';
import { createSharedTestDatabase, ENGINES } from '../support/database.ts';
import { givePractice } from '../support/practice.ts';
import { createServerData, type ServerData, type ServerProcess, startServer } from './support/server-process.ts';

const run = promisify(execFile);
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
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

  it(`keeps ${MAX_SESSIONS_PER_ACCOUNT} sessions of an account, the newest, after 60 sign-ins`, async () => {
    const learner = await signUp('203.0.113.30');
    const cookies: string[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await send(
        '/api/user/login',
        { email: learner.email, password: learner.password },
        { 'x-forwarded-for': '203.0.113.30' },
      );
      expect(res.status).toBe(200);
      cookies.push((res.headers.get('set-cookie') ?? '').split(';')[0] ?? '');
    }
    const kept = await t.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', learner.userId)
      .executeTakeFirstOrThrow();
    const signedIn = async (cookie: string) =>
      (await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()).user?.userId ?? null;
    console.log(`${engine}: 60 sign-ins (and the sign-up's) -> ${Number(kept.n)} live sessions`);
    expect(Number(kept.n)).toBe(MAX_SESSIONS_PER_ACCOUNT);
    // The newest sign-ins work; the oldest, and the sign-up's, have ended.
    for (const cookie of cookies.slice(-MAX_SESSIONS_PER_ACCOUNT)) expect(await signedIn(cookie)).toBe(learner.userId);
    expect(await signedIn(cookies[0] ?? '')).toBeNull();
    expect(await signedIn(learner.cookie)).toBeNull();
  });

  it("refuses a new e-mail address with a terminal's control characters or a direction override", async () => {
    const tricks = [
      'ana\u001b[2J@example.org',
      'ana\u0007@example.org',
      'ana\u007f@example.org',
      'ana\u0085@example.org',
      'admin\u202Egro.elpmaxe@example.org',
      'ana\u2066x\u2069@example.org',
      'ana\u200B@example.org',
      'ana\u00A0costa@example.org',
    ];
    for (const email of tricks) {
      const res = await send('/api/user/register', registration({ email }), { 'x-forwarded-for': '203.0.113.31' });
      expect({ email, status: res.status }).toEqual({ email, status: 400 });
      expect((await res.json()).error).toBe('Please enter a valid email address');
    }
    // Letters of any script are an address's own.
    const res = await send('/api/user/register', registration({ email: `josé.${Date.now()}@exemple.fr` }), {
      'x-forwarded-for': '203.0.113.31',
    });
    expect(res.status).toBe(201);
  });

  it("does not let six strangers' 60 wrong passwords lock the owner out where they signed up", async () => {
    // The owner signed up at home and has not signed in since.
    const owner = await signUp('198.51.100.40');
    const strangers = Array.from({ length: 6 }, (_, i) => `192.0.2.${70 + i}`);
    const guesses = await Promise.all(
      strangers.flatMap((address) =>
        Array.from({ length: 10 }, (_, i) =>
          send('/api/user/login', { email: owner.email, password: `guess-${i}` }, { 'x-forwarded-for': address }).then(
            (r) => r.status,
          ),
        ),
      ),
    );
    console.log(`${engine}: 60 strangers' guesses -> ${guesses.filter((s) => s === 401).length} checked`);
    const home = await send(
      '/api/user/login',
      { email: owner.email, password: owner.password },
      { 'x-forwarded-for': '198.51.100.40' },
    );
    expect(home.status).toBe(200);
  });

  it("refuses a write whose Origin is the site's other scheme", async () => {
    const { host } = new URL(base);
    const register = (origin: string, proto?: string) =>
      send('/api/user/register', {}, { origin, ...(proto ? { 'x-forwarded-proto': proto } : {}) }).then(
        (r) => r.status,
      );
    // The same site answers the empty registration with its message (400); another origin is refused (403).
    expect(await register(`http://${host}`)).toBe(400);
    expect(await register(`https://${host}`)).toBe(403);
    // Behind the proxy that says the site is HTTPS, a page on plain HTTP is the other origin.
    expect(await register(`https://${host}`, 'https')).toBe(400);
    expect(await register(`http://${host}`, 'https')).toBe(403);
    expect(await register('null')).toBe(403);
  });

  it('writes backups that only the site’s own user can read (0600, in a new 0700 folder)', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'english-backups-'));
    try {
      const folder = join(parent, 'backups');
      await run('node_modules/.bin/tsx', ['scripts/backup.ts', folder], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
        timeout: 120_000,
      });
      const files = readdirSync(folder);
      expect(files).toHaveLength(1);
      expect(mode(folder)).toBe('700');
      expect(mode(join(folder, files[0] ?? ''))).toBe('600');
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
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
    expect(mode(dirname(file))).toBe('700');
    for (const name of readdirSync(dirname(file)).filter((n) => n.startsWith('english.sqlite')))
      expect({ name, mode: mode(join(dirname(file), name)) }).toEqual({ name, mode: '600' });
  });
});
