// The signed-in pages Lighthouse measures, the way a learner reaches them: a
// fresh learner signed up through the real API, their session cookie in
// Chromium's own cookie jar (so the page, its scripts and its service worker
// all send it, as they do for a learner), and the addresses a learner opens:
// the Hub, a story from the built site's library and a writing task.
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { passageListResponseSchema, taskListResponseSchema } from '../src/domain/content.ts';
import { SECURITY_QUESTIONS } from '../src/domain/enums.ts';

const USERNAME = 'Lighthouse';
// A story and a task from the middle of the library (the first of each list).
const STORY = { level: 'intermediate', topic: 'daily-life' } as const;
const TASK_MODE = 'essay-writing';

/** A signed-in page: where it is, and the main heading it must show (else the row fails). */
export type SignedInPage = { label: string; path: string; heading: string };

type Cookie = { name: string; value: string; httpOnly: boolean; sameSite: 'Lax' | 'Strict' | 'None' };

function parseSetCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';').map((s) => s.trim());
  const at = pair.indexOf('=');
  const sameSite = attributes
    .find((a) => /^samesite=/i.test(a))
    ?.split('=')[1]
    ?.toLowerCase();
  return {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
    sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
  };
}

async function signUp(site: string): Promise<Cookie> {
  const res = await fetch(`${site}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: USERNAME,
      email: `lighthouse.${randomUUID()}@example.org`,
      password: 'maple-river-stone',
      securityQuestion: SECURITY_QUESTIONS[0],
      securityAnswer: 'Milo',
    }),
  });
  const setCookie = res.headers.getSetCookie()[0];
  if (res.status !== 201 || !setCookie) throw new Error(`sign-up answered ${res.status} without a session cookie`);
  return parseSetCookie(setCookie);
}

async function getJson(site: string, path: string, cookie: Cookie): Promise<unknown> {
  const res = await fetch(`${site}${path}`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return res.json();
}

/** Signs a fresh learner up, gives Chromium (at `chromePort`) their cookie, and says which pages to open. */
export async function signedInPages(site: string, chromePort: number): Promise<SignedInPage[]> {
  const cookie = await signUp(site);
  const story = passageListResponseSchema.parse(
    await getJson(site, `/api/passages?${new URLSearchParams({ ...STORY, limit: '1' })}`, cookie),
  ).passages[0];
  const task = taskListResponseSchema.parse(
    await getJson(site, `/api/writing-tasks?${new URLSearchParams({ mode: TASK_MODE, limit: '1' })}`, cookie),
  ).tasks[0];
  if (!story || !task) throw new Error('the library has no story or no writing task to open');

  // Lighthouse opens its tabs in the browser's default context, which is the one this cookie goes into.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.addCookies([{ ...cookie, url: site }]);
  } finally {
    await browser.close(); // only disconnects: the browser and its default context stay
  }

  return [
    { label: 'Hub', path: '/dashboard', heading: USERNAME },
    {
      label: 'story open',
      path: `/reading?${new URLSearchParams({ ...STORY, key: story.key })}`,
      heading: story.metadata.title,
    },
    {
      label: 'writing task',
      path: `/writing?${new URLSearchParams({ mode: TASK_MODE, key: task.key })}`,
      heading: task.metadata.title,
    },
  ];
}
