// Talking to real server processes as a browser would: JSON and the session cookie.
import { randomUUID } from 'node:crypto';
import { registration } from '../../support/builders.ts';

export const NO_POSTGRES =
  'Skipped: no PostgreSQL for the scale-out tests. Set TEST_DATABASE_URL (.ci/run starts one) to run them.';

export type Learner = { email: string; password: string; userId: string; cookie: string };

export async function post(base: string, path: string, body: unknown, cookie?: string) {
  return fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export async function get(base: string, path: string, cookie?: string) {
  return fetch(base + path, { headers: cookie ? { cookie } : {} });
}

export const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

export async function register(base: string): Promise<Learner> {
  const account = registration();
  const res = await post(base, '/api/user/register', account);
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return { email: account.email, password: account.password, userId: (await res.json()).userId, cookie: cookieOf(res) };
}

/** Who the cookie signs in, as the site's own session check says; null when signed out. */
export async function signedInAs(base: string, cookie: string): Promise<string | null> {
  const res = await get(base, '/api/session', cookie);
  // A visitor gets 200 {user: null}; a signed-in learner 200 {user: {userId, …}}.
  return res.status === 200 ? ((await res.json()).user?.userId ?? null) : null;
}

export const readingEvent = (passageKey: string) => ({
  id: randomUUID(),
  occurredAt: new Date().toISOString(),
  data: { type: 'reading-session', passageKey, words: 285, seconds: 180, mode: 'normal' },
});
