// Answers a page will ask for, asked as soon as the learner is known (the Hub's part loader, DashboardPage.tsx)
// while the page's code downloads and renders, instead of once it has rendered: on a slow link, a round trip and
// a render sooner (issue 34). Each is taken once, by the page at the address it was asked for; a page opened later
// asks afresh.
import { apiFetch } from './api.ts';

const asked = new Map<string, { at: string; answer: Promise<unknown> }>();

export function askEarly(path: string): void {
  if (asked.has(path)) return;
  const answer = apiFetch(path);
  answer.catch(() => undefined); // the page that takes it handles a failure; not an unhandled rejection before
  asked.set(path, { at: window.location.href, answer });
}

/** The answer asked early for this path, if it was asked at this address; else undefined (ask the server). */
export function takeEarly<T>(path: string): Promise<T> | undefined {
  const early = asked.get(path);
  asked.delete(path);
  return early && early.at === window.location.href ? (early.answer as Promise<T>) : undefined;
}
