// What the tutoring hooks' tests share: the learner in the browser (signed up
// through the real route, writing/learner.tsx), with the day of practice
// asking a tutor needs (decision 038) and a saved, checked text; the other
// people through the real app (a tutor a volunteer made one with the
// volunteers' own tools, a second learner); and the providers the pages give
// their hooks, at the page's address.
import { randomUUID } from 'node:crypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SignedInUser } from '#src/domain/auth.ts';
import { createVolunteerTools } from '#src/server/features/admin/service.ts';
import { SessionProvider } from '#src/web/lib/session.tsx';
import type { TestApp } from '../../support/app.ts';
import { registerUser } from '../../support/builders.ts';
import { givePractice } from '../../support/practice.ts';

export const TEXT =
  'Dear Ms Lee, I am writing about the heating in my flat. It is broken since Monday. Can you send someone to fix it? Thank you.';

type Person = Awaited<ReturnType<typeof registerUser>>;

/** Days of practice on record, as asking a tutor needs. */
export const practised = (t: TestApp, userId: string) => givePractice(t.database.db, userId, { now: Date.now() });

/** A finished text, stored as the writing page stores one and already checked; its id. */
export async function savedText(
  t: TestApp,
  userId: string,
  { text = TEXT, cefr = 'A2' }: { text?: string; cefr?: string | null } = {},
): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insertInto('writing_attempts')
    .values({
      id,
      user_id: userId,
      task_key: 'writing/email-writing/fx-heating',
      mode: 'email-writing',
      text,
      words: text.split(/\s+/).length,
      seconds: 600,
      score: 6,
      band: 4,
      cefr,
      findings: 1,
      created_at: Date.now(),
      analysed: 1,
      title: 'The heating is broken',
      prompt: 'Write to your landlord about the heating.',
    })
    .execute();
  return id;
}

/** Another person, through the real app (their own session cookie): `tutor` makes them one as a volunteer does. */
export async function person(t: TestApp, { tutor = false } = {}): Promise<Person> {
  const who = await registerUser(t.app);
  await practised(t, who.userId);
  if (tutor) {
    const tools = createVolunteerTools({ db: t.database.db, actor: 'test volunteer' });
    if ((await tools.tutorRole('grant', who.email)) !== 'done') throw new Error('the tutor role was not granted');
  }
  return who;
}

/** A request to the real app as that person; its JSON answer, or the error. */
export async function as(t: TestApp, who: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, payload, headers: { cookie: who.cookie } });
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A tutor takes the learner's request and answers it, as the tutor's page would. */
export async function answered(t: TestApp, requestId: string, tutor: Person) {
  await as(t, tutor, 'POST', `/api/tutor/requests/${requestId}/claim`, {});
  return as(t, tutor, 'POST', `/api/tutor/requests/${requestId}/answer`, {
    comments: [{ start: 0, end: 11, note: 'A good, polite start.', rewrite: null }],
    wentWell: 'Your e-mail is clear and polite.',
    toPractise: 'Practise "has been" with since and for.',
    suggestedLevel: 'A2',
  });
}

/** The providers a signed-in page gives its hooks (its own query client), the page open at `address`. */
export function signedInAt(user: SignedInUser, address = '/writing') {
  window.history.replaceState(null, '', address);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionProvider initial={{ status: 'signed-in', user }}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
