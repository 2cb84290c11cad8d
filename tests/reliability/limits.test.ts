// Limits that hold when an attacker sends everything at once, through real
// sockets (issue 13: 100 parallel wrong passwords used to get 100 checks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#src/domain/auth.ts';
import { DEFAULT_AUTH_LIMITS } from '#src/server/config.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registration } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';

describe.each(ENGINES)('limits under parallel requests on %s', (engine) => {
  let t: TestApp;
  let base: string;
  // The real limits, and a proxy in front (hop count 1) so each test can be a different client.
  beforeAll(async () => {
    t = await createTestApp(engine, { limits: DEFAULT_AUTH_LIMITS, trustProxy: { hops: 1 } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, client: string) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it.each([
    [100, '203.0.113.1'],
    [200, '203.0.113.2'],
    [400, '203.0.113.3'],
  ])('%i parallel wrong passwords on one account get at most 10 checks', async (n, client) => {
    const account = registration();
    expect((await post('/api/user/register', account, client)).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        post('/api/user/login', { email: account.email, password: `wrong-${i}` }, client),
      ),
    );
    const statuses = answers.map((res) => res.status);
    console.log(
      `${engine}: ${n} parallel wrong passwords -> ${count(statuses, 401)} checked, ${count(statuses, 429)} refused`,
    );
    expect(count(statuses, 401)).toBe(DEFAULT_AUTH_LIMITS.failedLoginFromAddress.max);
    expect(count(statuses, 429)).toBe(n - DEFAULT_AUTH_LIMITS.failedLoginFromAddress.max);
    // The burst is over; the right password is refused too until the window ends.
    expect((await post('/api/user/login', { email: account.email, password: account.password }, client)).status).toBe(
      429,
    );
  });

  it('50 parallel wrong security answers get at most 5 checks', async () => {
    const client = '203.0.113.4';
    const account = registration();
    expect((await post('/api/user/register', account, client)).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(
          '/api/user/reset-password',
          { email: account.email, securityAnswer: `wrong-${i}`, newPassword: 'fresh-apple-tree' },
          `${client}`,
        ),
      ),
    );
    const bodies = await Promise.all(answers.map((res) => res.json() as Promise<{ error?: string }>));
    const checked = bodies.filter((b) => b.error === AUTH_MESSAGES.wrongAnswer).length;
    console.log(`${engine}: 50 parallel wrong security answers -> ${checked} checked`);
    expect(checked).toBeLessThanOrEqual(DEFAULT_AUTH_LIMITS.wrongAnswer.max);
    expect(answers.every((res) => res.status === 400 || res.status === 429)).toBe(true);
  });

  it('a forged X-Forwarded-For does not reset the per-address count', async () => {
    // The client writes a new address each time; the proxy appends the one it saw.
    const statuses: number[] = [];
    for (let i = 0; i < 110; i++) {
      const res = await post(
        '/api/user/login',
        { email: `nobody${i}@example.org`, password: 'a-guess' },
        `198.51.100.${i % 250}, 203.0.113.9`,
      );
      statuses.push(res.status);
    }
    console.log(`${engine}: 110 wrong sign-ins with forged X-Forwarded-For -> ${count(statuses, 401)} checked`);
    expect(count(statuses, 401)).toBe(DEFAULT_AUTH_LIMITS.failedLoginPerAddress.max);
  });
});
