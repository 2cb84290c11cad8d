// What the writing hooks' tests share: a learner signed up through the real
// route (the session cookie kept by fetchThroughApp), the providers the page
// gives its hooks, the fixture library's task, and a network that can drop.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { z } from 'zod';
import { type SignedInUser, sessionResponseSchema } from '#src/domain/auth.ts';
import { contentUrl, type StoredWritingTask, storedWritingTaskSchema } from '#src/domain/content.ts';
import { apiFetch, apiFetchParsed } from '#src/web/lib/api.ts';
import { SessionProvider } from '#src/web/lib/session.tsx';
import type { TestApp } from '../../support/app.ts';
import { registration } from '../../support/builders.ts';
import { type AppFetch, fetchThroughApp } from '../../support/web-fetch.ts';

export const HEATING_TASK = 'writing/email-writing/fx-heating';

/**
 * The browser's fetch answered by the real app, on a connection the test can
 * cut: offline, fetch rejects with a TypeError before anything leaves the
 * device, as a browser's does. `sent` holds each request's JSON body.
 */
export function browserNetwork(t: TestApp) {
  const appFetch: AppFetch = fetchThroughApp(t.app);
  const sent: { path: string; body: unknown }[] = [];
  const network = { online: true, calls: appFetch.calls, sent };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (!network.online) return Promise.reject(new TypeError('Failed to fetch'));
    if (typeof init.body === 'string') sent.push({ path: String(input), body: JSON.parse(init.body) });
    return appFetch(input, init);
  });
  return network;
}

/** Signs a new learner up through the real route; the browser keeps the session cookie. */
export async function signUp(): Promise<SignedInUser> {
  await apiFetch('/api/user/register', { body: registration() });
  const { user } = await apiFetchParsed(sessionResponseSchema, '/api/session');
  if (!user) throw new Error('signed up, yet the session has no user');
  return user;
}

/** The writing task of the fixture library, as the page loads it. */
export async function heatingTask(): Promise<StoredWritingTask> {
  const schema = z.object({ content: storedWritingTaskSchema });
  return (await apiFetchParsed(schema, contentUrl(HEATING_TASK))).content;
}

/** The providers the writing page gives its hooks: a query client of its own and the signed-in learner. */
export function signedIn(user: SignedInUser | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionProvider initial={user ? { status: 'signed-in', user } : { status: 'signed-out' }}>
        {children}
      </SessionProvider>
    </QueryClientProvider>
  );
}
