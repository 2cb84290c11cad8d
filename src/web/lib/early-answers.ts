// Answers a page will ask for, had before it asks (issue 34). The Hub's page comes with the learner's progress in
// it (src/server/features/site/signed-in-pages.ts); where it does not, the Hub's part loader (DashboardPage.tsx)
// asks as soon as the learner is known, while the page's code downloads and renders, instead of once it has
// rendered: on a slow link, a round trip and a render sooner. Each is taken once, by the page at the address it
// was asked for; a page opened later asks afresh.
import { PAGE_ANSWERS_ID } from '#src/domain/page-answers.ts';
import { apiFetch } from './api.ts';

const asked = new Map<string, { at: string; answer: Promise<unknown> }>();

/** The answers the page came with, by the address that gives them; read once, then each is taken once. */
let inThePage: Map<string, unknown> | null = null;
function answerInThePage(path: string): { answer: unknown } | undefined {
  if (inThePage === null) {
    inThePage = new Map();
    try {
      const block = document.getElementById(PAGE_ANSWERS_ID);
      if (block) inThePage = new Map(Object.entries(JSON.parse(block.textContent ?? '{}')));
    } catch {
      // Not readable: the page asks the server, as without it.
    }
  }
  if (!inThePage.has(path)) return undefined;
  const answer = inThePage.get(path);
  inThePage.delete(path);
  return { answer };
}

export function askEarly(path: string): void {
  if (asked.has(path)) return;
  const given = answerInThePage(path);
  const answer = given ? Promise.resolve(given.answer) : apiFetch(path);
  answer.catch(() => undefined); // the page that takes it handles a failure; not an unhandled rejection before
  asked.set(path, { at: window.location.href, answer });
}

/** The answer had early for this path, if it was had at this address; else undefined (ask the server). */
export function takeEarly<T>(path: string): Promise<T> | undefined {
  const early = asked.get(path);
  asked.delete(path);
  if (early && early.at === window.location.href) return early.answer as Promise<T>;
  const given = answerInThePage(path);
  return given ? Promise.resolve(given.answer as T) : undefined;
}
