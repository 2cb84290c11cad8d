// Every endpoint, taken from Fastify's own route table so a new one cannot be
// forgotten: the authorization matrix of /api/user/{id} routes, and fuzzed
// bodies that must always get a 4xx {error}, never a 5xx (issue 13).
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#src/domain/auth.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser, sessionCookie } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';

type Route = { method: string; url: string };
type Learner = Awaited<ReturnType<typeof registerUser>>;

const isUserRoute = (url: string) => url === '/api/user/:id' || url.startsWith('/api/user/:id/');
const pathFor = (url: string, userId: string) => url.replace(':id', userId).replace(/:\w+/g, 'apple');

describe.each(ENGINES)('every endpoint on %s', (engine) => {
  let t: TestApp;
  const routes: Route[] = [];
  let ana: Learner;
  let ben: Learner;

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url });
        },
      },
    );
    ana = await registerUser(t.app);
    ben = await registerUser(t.app);
    // Give Ana something to lose.
    const cookie = ana.cookie;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/user/${ana.userId}/words`,
      payload: { word: 'apple', definition: 'a round fruit' },
      headers: { cookie },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** Every row of every table, in a stable order. */
  async function snapshot() {
    const tables = await t.database.db.introspection.getTables();
    const dump: Record<string, string[]> = {};
    for (const table of tables) {
      const rows = await t.database.db
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      dump[table.name] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return dump;
  }

  describe('authorization matrix of /api/user/{id} routes', () => {
    it('finds the routes in the route table', () => {
      const userRoutes = routes.filter((r) => isUserRoute(r.url));
      // Account, profile, progress, achievements, preferences, words, writing... (each with HEAD for GET).
      expect(userRoutes.length).toBeGreaterThanOrEqual(20);
      expect(userRoutes).toContainEqual({ method: 'DELETE', url: '/api/user/:id' });
    });

    it('answers 401 signed out and 403 to another learner on every route and method, and changes nothing', async () => {
      const userRoutes = routes.filter((r) => isUserRoute(r.url));
      const before = await snapshot();
      const failures: string[] = [];
      for (const { method, url } of userRoutes) {
        const path = pathFor(url, ana.userId);
        const body = method === 'GET' || method === 'HEAD' ? undefined : { password: ana.password, username: 'Ben' };
        const inject = (cookie?: string) =>
          t.app.inject({
            method: method as 'GET',
            url: path,
            ...(body ? { payload: body } : {}),
            headers: cookie ? { cookie } : {},
          });
        const signedOut = await inject();
        const other = await inject(ben.cookie);
        if (signedOut.statusCode !== 401) failures.push(`${method} ${url} signed out: ${signedOut.statusCode}`);
        if (other.statusCode !== 403) failures.push(`${method} ${url} as another learner: ${other.statusCode}`);
        if (method !== 'HEAD') {
          expect(signedOut.json()).toEqual({ error: AUTH_MESSAGES.notSignedIn });
          expect(other.json()).toEqual({ error: AUTH_MESSAGES.notYourAccount });
        }
      }
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });

    it('lets the owner through on every route (so the matrix above is not vacuous)', async () => {
      for (const { method, url } of routes.filter((r) => isUserRoute(r.url) && r.method !== 'DELETE')) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: pathFor(url, ana.userId),
          ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
          headers: { cookie: ana.cookie },
        });
        expect([401, 403], `${method} ${url}`).not.toContain(res.statusCode);
      }
    });
  });

  describe('fuzzed requests get a 4xx with {error}, never a 5xx', () => {
    // Field names the schemas know, so generated bodies get past the first check.
    const fieldName = fc.constantFrom(
      'email',
      'password',
      'username',
      'securityQuestion',
      'securityAnswer',
      'newPassword',
      'events',
      'id',
      'occurredAt',
      'data',
      'type',
      'words',
      'seconds',
      'text',
      'mode',
      'taskKey',
      'timeLimit',
      'secondsUsed',
      'word',
      'definition',
      'sentence',
      'grade',
      'timeZone',
      'level',
      'topic',
      'passageKey',
      'dailyGoal',
      '__proto__',
      'constructor',
      'prototype',
    );
    const key = fc.oneof(fieldName, fc.string({ maxLength: 12 }));
    const leaf = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('x'.repeat(100_000), '\u202E'.repeat(50), '1970-01-01T00:00:00Z', 'a1b2c3d4e5f6'),
    );
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(key, tie('value'), { maxKeys: 6 }),
      ),
    }));
    const body = fc.dictionary(key, value, { maxKeys: 8 });

    const badUtf8 = Buffer.concat([
      Buffer.from('{"text":"'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf8]),
      Buffer.from('","email":"a@b.org"}'),
    ]);
    const rawCases: { name: string; payload: string | Buffer; contentType?: string }[] = [
      { name: '__proto__', payload: '{"__proto__":{"polluted":true},"email":"a@b.org"}' },
      { name: 'constructor.prototype', payload: '{"constructor":{"prototype":{"polluted":true}}}' },
      { name: 'deep arrays', payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
      { name: 'deep objects', payload: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}` },
      { name: 'two megabytes', payload: JSON.stringify({ text: 'x'.repeat(2_000_000) }) },
      { name: 'bad UTF-8', payload: badUtf8 },
      { name: 'lone surrogate', payload: '{"username":"\\ud800","text":"\\udfff"}' },
      { name: 'broken JSON', payload: '{"email":' },
      { name: 'JSON null', payload: 'null' },
      { name: 'JSON string', payload: '"hello"' },
      { name: 'JSON array', payload: '[1,2,3]' },
      { name: 'huge number', payload: '{"seconds":1e999,"words":-0}' },
      { name: 'empty body', payload: '' },
      { name: 'text/plain', payload: '{"email":"a@b.org"}', contentType: 'text/plain' },
      { name: 'form', payload: 'email=a%40b.org&password=x', contentType: 'application/x-www-form-urlencoded' },
      {
        name: 'multipart',
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        contentType: 'multipart/form-data; boundary=x',
      },
      { name: 'xml', payload: '<a>1</a>', contentType: 'application/xml' },
      {
        name: 'JSON in UTF-16',
        payload: Buffer.from('{"a":1}', 'utf16le'),
        contentType: 'application/json; charset=utf-16',
      },
      { name: 'no content type', payload: '{"a":1}', contentType: '' },
    ];

    const bodyRoutes = () =>
      routes
        .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
        // Signing out ends the session the other cases use: it goes last.
        .sort((a, b) => Number(a.url === '/api/session/logout') - Number(b.url === '/api/session/logout'));

    const problems: string[] = [];
    let tally: Record<string, number> = {};
    // Each case list ends by signing out (logout goes last): sign in afresh before the next.
    beforeEach(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: ana.email, password: ana.password },
      });
      expect(res.statusCode).toBe(200);
      ana.cookie = sessionCookie(res);
      problems.length = 0;
      tally = {};
    });
    afterEach((context) => {
      console.log(`${engine}, ${context.task.name}: answers by status ${JSON.stringify(tally)}`);
    });
    async function send(route: Route, payload: string | Buffer, contentType = 'application/json', label = '') {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: pathFor(route.url, ana.userId),
        payload,
        headers: { cookie: ana.cookie, ...(contentType ? { 'content-type': contentType } : {}) },
      });
      const where = `${route.method} ${route.url} ${label}`;
      tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        let error: unknown;
        try {
          error = res.json().error;
        } catch {
          error = undefined;
        }
        if (typeof error !== 'string' || error === '') problems.push(`${where}: ${res.statusCode} without {error}`);
      }
    }

    it('generated JSON bodies (wrong types, long strings, nesting, __proto__ keys)', async () => {
      const targets = bodyRoutes();
      expect(targets.length).toBeGreaterThanOrEqual(15);
      for (const route of targets) {
        await fc.assert(
          fc.asyncProperty(body, async (generated) => {
            await send(route, JSON.stringify(generated));
            return true;
          }),
          { numRuns: 25, seed: 13 },
        );
      }
      expect(problems).toEqual([]);
    });

    it('valid bodies with one field made hostile (NUL, overrides, lone surrogates, huge, wrong type)', async () => {
      // Bodies that pass validation, so the hostile value reaches the handler and the database.
      const now = new Date().toISOString();
      const examples: { method: string; url: string; body: Record<string, unknown> }[] = [
        { method: 'POST', url: '/api/user/register', body: { username: 'Ana', email: ana.email } },
        { method: 'POST', url: '/api/user/:id/profile', body: { username: 'Ana' } },
        { method: 'POST', url: '/api/user/:id/preferences', body: { theme: 'dark', favoriteTopics: ['science'] } },
        {
          method: 'POST',
          url: '/api/user/:id/words',
          body: { word: 'pear', definition: 'a fruit', sentence: 'A pear.' },
        },
        { method: 'POST', url: '/api/user/:id/words/:word/review', body: { grade: 'good' } },
        {
          method: 'POST',
          url: '/api/user/:id/activity',
          body: {
            timeZone: 'Europe/Paris',
            events: [{ id: 'event-fuzz-1', occurredAt: now, data: { type: 'word-learned', word: 'apple' } }],
          },
        },
        {
          method: 'POST',
          url: '/api/user/:id/writing/attempts',
          body: {
            id: '7d0c6a4e-9b1f-4c47-8f57-0a8d9d2b5e11',
            taskKey: 'writing/email-writing/fx-heating',
            text: 'Dear Sam, thank you for the tea.',
            secondsUsed: 60,
          },
        },
        { method: 'POST', url: '/api/user/login', body: { email: 'nobody@example.org', password: 'a-guess' } },
        { method: 'POST', url: '/api/user/forgot-password', body: { email: 'nobody@example.org' } },
        {
          method: 'POST',
          url: '/api/user/reset-password',
          body: { email: 'nobody@example.org', securityAnswer: 'Milo', newPassword: 'fresh-apple-tree' },
        },
        {
          method: 'POST',
          url: '/api/user/reset-code',
          body: {
            code: 'ABCD-EFGH-JKMN-PQRS',
            newPassword: 'fresh-apple-tree',
            securityQuestion: "What was your first pet's name?",
            securityAnswer: 'Milo',
          },
        },
        { method: 'DELETE', url: '/api/user/:id', body: { password: 'not-the-password' } },
      ];
      for (const example of examples) {
        expect(routes, `${example.method} ${example.url} is a route`).toContainEqual({
          method: example.method,
          url: example.url,
        });
      }
      const hostile = fc.constantFrom<unknown>(
        'a\u0000b',
        '\u0000',
        'Ana\u202Enimda',
        '\ud800',
        '\u200B',
        'x'.repeat(700_000),
        '',
        ' ',
        -1,
        1e308,
        true,
        null,
        [],
        {},
        { __proto__: null, polluted: true },
      );
      // A path to one leaf of the body, chosen by index among all leaves.
      const leaves = (value: unknown, path: (string | number)[] = []): (string | number)[][] =>
        value !== null && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, Array.isArray(value) ? Number(k) : k]))
          : [path];
      const replaced = (value: unknown, path: (string | number)[], replacement: unknown): unknown => {
        if (path.length === 0) return replacement;
        const [head, ...rest] = path as [string | number, ...(string | number)[]];
        const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
        copy[head] = replaced(copy[head], rest, replacement);
        return copy;
      };
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...examples), fc.nat(), hostile, async (example, pick, value) => {
          const paths = leaves(example.body);
          const path = paths[pick % paths.length] ?? [];
          await send(example, JSON.stringify(replaced(example.body, path, value)), 'application/json', path.join('.'));
          return true;
        }),
        { numRuns: 300, seed: 13 },
      );
      expect(problems).toEqual([]);
    });

    it('raw bodies: deep nesting, two megabytes, bad UTF-8, wrong content types', async () => {
      for (const route of bodyRoutes()) {
        for (const raw of rawCases) await send(route, raw.payload, raw.contentType, raw.name);
      }
      expect(problems).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('query strings and paths with NUL, bad percent-encoding and long values', async () => {
      const gets = routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/'));
      const query = fc.oneof(
        fc.string({ maxLength: 30 }).map(encodeURIComponent),
        fc.constantFrom('%00', '%FF%FE', '%', '%E0%A4%A', 'x'.repeat(10_000), '%F0%9F%98'),
      );
      for (const route of gets) {
        await fc.assert(
          fc.asyncProperty(query, query, async (a, b) => {
            const url = `${pathFor(route.url, ana.userId).replace('apple', b)}?tz=${a}&taskKey=${b}&level=${a}`;
            const res = await t.app.inject({ url, headers: { cookie: ana.cookie } });
            tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
            if (res.statusCode >= 500) problems.push(`GET ${url.slice(0, 120)}: ${res.statusCode}`);
            return true;
          }),
          { numRuns: 15, seed: 13 },
        );
      }
      expect(problems).toEqual([]);
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    });
  });
});
