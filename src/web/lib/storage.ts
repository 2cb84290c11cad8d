// Local browser storage (SPEC §3). Storage can be full or blocked (private
// mode, old phones): failures are warnings, never crashes (SPEC §8).
import { LAST_PRACTICE_COOKIE, LAST_PRACTICE_COOKIE_PATH } from '#src/domain/last-practice-cookie.ts';

export const USER_EMAIL_KEY = 'user-email';

/**
 * Everything a learner's session leaves in this browser, by key or key prefix:
 * sign-out removes all of it (decision 011), so the next learner on a shared
 * phone sees nothing of the last one. Device settings (language, theme, text
 * size, sounds) are the device's and stay. Work not yet sent (the outboxes in
 * IndexedDB) stays too: it names its learner, is sent only in their session,
 * and is the learner's practice, never shown to another.
 */
export const LEARNER_KEYS = {
  email: USER_EMAIL_KEY,
  lastUser: 'last-user',
  profile: 'profile:',
  /** Where the Hub's 'Continue' card was kept before its cookie (lib/last-practice.ts). */
  lastPractice: 'last-practice:',
  /** SPEC §9's passages cache (features/reading/passage-cache.ts): what was read here. */
  passageCache: 'passage-cache:',
  /** A half-written text (features/writing/attempt-queue.ts). */
  writingDraft: 'writing-draft:',
  /** The level check's result, in session storage. */
  placement: 'placement-result:',
  /** The answers of a level check not finished yet (features/placement/hooks/use-check-answers.ts). */
  placementAnswers: 'placement-answers:',
  /** A volunteer tutor's answer not sent yet, per text (features/tutoring/hooks/use-answer-draft.ts). */
  tutorAnswer: 'tutor-answer:',
} as const;

/** Sign-out: every key above, from local and session storage, and the Hub's cookie. */
export function forgetLearnerData() {
  forgetLastPractice();
  for (const storage of [window.localStorage, window.sessionStorage])
    safely(() => {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
      for (const key of keys)
        if (
          Object.values(LEARNER_KEYS).some(
            (prefix) => key === prefix || (prefix.endsWith(':') && key.startsWith(prefix)),
          )
        )
          storage.removeItem(key);
    }, undefined);
}

export function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch (error) {
    console.warn('Local storage is not available', error);
    return fallback;
  }
}

export function storeEmail(email: string) {
  safely(() => window.localStorage.setItem(USER_EMAIL_KEY, email), undefined);
}

export function forgetStoredEmail() {
  safely(() => window.localStorage.removeItem(USER_EMAIL_KEY), undefined);
}

// The last signed-in learner and their last progress, so a page opened with
// no connection still knows who is learning and what they have done.
const LAST_USER_KEY = LEARNER_KEYS.lastUser;
const profileKey = (userId: string) => `${LEARNER_KEYS.profile}${userId}`;

export type RememberedUser = { userId: string; email: string; name: string };

export function rememberUser(user: RememberedUser) {
  safely(() => window.localStorage.setItem(LAST_USER_KEY, JSON.stringify(user)), undefined);
}

export function rememberedUser(): RememberedUser | null {
  return safely(() => {
    const parsed = JSON.parse(window.localStorage.getItem(LAST_USER_KEY) ?? 'null');
    return parsed && typeof parsed.userId === 'string' && typeof parsed.name === 'string' ? parsed : null;
  }, null);
}

export function forgetUser() {
  safely(() => {
    const user = rememberedUser();
    if (user) window.localStorage.removeItem(profileKey(user.userId));
    window.localStorage.removeItem(LAST_USER_KEY);
  }, undefined);
}

export function saveProfileCopy<T>(userId: string, profile: T) {
  safely(
    () => window.localStorage.setItem(profileKey(userId), JSON.stringify({ savedAt: Date.now(), profile })),
    undefined,
  );
}

export function profileCopy<T>(userId: string): { savedAt: number; profile: T } | null {
  return safely(() => {
    const parsed = JSON.parse(window.localStorage.getItem(profileKey(userId)) ?? 'null');
    return parsed && typeof parsed.savedAt === 'number' && parsed.profile ? parsed : null;
  }, null);
}

// The Hub's 'Continue' card's cookie (lib/last-practice.ts), written here so that sign-out removes it with the rest.
// Any page may write it; only the Hub's address reads it (document.cookie there, the server's copy of the Hub).
export function writeLastPracticeCookie(value: string, maxAge: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older phones learners have; the value is URI-encoded
  document.cookie = `${LAST_PRACTICE_COOKIE}=${value}; Path=${LAST_PRACTICE_COOKIE_PATH}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Sign-out: the cookie goes with the rest (decision 011). */
function forgetLastPractice() {
  safely(() => writeLastPracticeCookie('', 0), undefined);
}

/**
 * The level check's result, kept for this tab only (session storage): a
 * reload shows the result again instead of starting the check over.
 */
const placementKey = (userId: string) => `${LEARNER_KEYS.placement}${userId}`;

export function rememberPlacement(userId: string, result: unknown) {
  safely(() => window.sessionStorage.setItem(placementKey(userId), JSON.stringify(result)), undefined);
}

export function rememberedPlacement(userId: string): unknown {
  return safely(() => JSON.parse(window.sessionStorage.getItem(placementKey(userId)) ?? 'null'), null);
}

export function forgetPlacement(userId: string) {
  safely(() => window.sessionStorage.removeItem(placementKey(userId)), undefined);
}

/**
 * The answers of a reading check not finished yet, kept on this device
 * (local storage) so that a reload, or coming back another day, goes on where
 * the learner stopped.
 */
const placementAnswersKey = (userId: string) => `${LEARNER_KEYS.placementAnswers}${userId}`;

export function rememberPlacementAnswers(userId: string, answers: unknown) {
  safely(() => window.localStorage.setItem(placementAnswersKey(userId), JSON.stringify(answers)), undefined);
}

export function rememberedPlacementAnswers(userId: string): unknown {
  return safely(() => JSON.parse(window.localStorage.getItem(placementAnswersKey(userId)) ?? 'null'), null);
}

export function forgetPlacementAnswers(userId: string) {
  safely(() => window.localStorage.removeItem(placementAnswersKey(userId)), undefined);
}

/**
 * A volunteer tutor's answer to one learner's text, while it is written (decision 038): kept on this device
 * (local storage), so a reload or a lost connection loses none of it; removed once it is sent, and at sign-out.
 */
const tutorAnswerKey = (userId: string, requestId: string) => `${LEARNER_KEYS.tutorAnswer}${userId}:${requestId}`;

export function rememberTutorAnswer(userId: string, requestId: string, answer: unknown) {
  safely(() => window.localStorage.setItem(tutorAnswerKey(userId, requestId), JSON.stringify(answer)), undefined);
}

export function rememberedTutorAnswer(userId: string, requestId: string): unknown {
  return safely(() => JSON.parse(window.localStorage.getItem(tutorAnswerKey(userId, requestId)) ?? 'null'), null);
}

export function forgetTutorAnswer(userId: string, requestId: string) {
  safely(() => window.localStorage.removeItem(tutorAnswerKey(userId, requestId)), undefined);
}
