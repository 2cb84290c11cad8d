// @vitest-environment happy-dom
// The hooks' tests talk to the real app through tests/support/web-fetch.ts: this checks that bridge itself.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { apiFetch } from '#src/web/lib/api.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registration } from '../support/builders.ts';
import { fetchThroughApp } from '../support/web-fetch.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

it('keeps the session cookie the app sets, as a browser does, and forgets it on sign-out', async () => {
  const appFetch = fetchThroughApp(t.app);
  vi.stubGlobal('fetch', appFetch);
  const learner = registration();
  await expect(apiFetch('/api/session')).resolves.toEqual({ user: null });
  await apiFetch('/api/user/register', { body: learner });
  await expect(apiFetch('/api/session')).resolves.toMatchObject({ user: { email: learner.email } });
  await apiFetch('/api/session/logout', { method: 'POST', body: {} });
  await expect(apiFetch('/api/session')).resolves.toEqual({ user: null });
  expect(appFetch.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'GET /api/session',
    'POST /api/user/register',
    'GET /api/session',
    'POST /api/session/logout',
    'GET /api/session',
  ]);
});
