// The practice a learner last opened on this device: the Hub's 'Continue' card, in a cookie the server reads too
// (src/domain/last-practice.ts), so the Hub's page comes with the card drawn. Not in the shell's code: only the
// pages that open a story or a task, and the Hub, use it.
import { type LastPractice, lastPracticeCookieValue, lastPracticeOf } from '#src/domain/last-practice.ts';
import { LAST_PRACTICE_COOKIE } from '#src/domain/last-practice-cookie.ts';
import { LEARNER_KEYS, safely, writeLastPracticeCookie } from './storage.ts';

export type { LastPractice };

/** Kept for 400 days, the longest browsers keep a cookie. */
const MAX_AGE = 400 * 24 * 60 * 60;

export function rememberLastPractice(userId: string, practice: Omit<LastPractice, 'at'>) {
  safely(
    () => writeLastPracticeCookie(lastPracticeCookieValue(userId, { ...practice, at: Date.now() }), MAX_AGE),
    undefined,
  );
}

export function lastPractice(userId: string): LastPractice | null {
  return safely(() => {
    const cookie = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${LAST_PRACTICE_COOKIE}=`))
      ?.slice(LAST_PRACTICE_COOKIE.length + 1);
    const kept = lastPracticeOf(userId, cookie === undefined ? undefined : decodeURIComponent(cookie));
    if (kept) return kept;
    // Kept in local storage before the cookie (issue 34): moved into it once.
    const legacyKey = `${LEARNER_KEYS.lastPractice}${userId}`;
    const legacy = window.localStorage.getItem(legacyKey);
    if (legacy === null) return null;
    window.localStorage.removeItem(legacyKey);
    const moved = lastPracticeOf(userId, JSON.stringify({ ...JSON.parse(legacy), userId }));
    if (moved) writeLastPracticeCookie(lastPracticeCookieValue(userId, moved), MAX_AGE);
    return moved;
  }, null);
}
