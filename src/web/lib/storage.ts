// Local browser storage (SPEC §3). Storage can be full or blocked (private
// mode, old phones): failures are warnings, never crashes (SPEC §8).
export const USER_EMAIL_KEY = 'user-email';

function safely<T>(action: () => T, fallback: T): T {
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
const LAST_USER_KEY = 'last-user';
const profileKey = (userId: string) => `profile:${userId}`;

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

/** The practice a learner last opened on this device: the Hub's 'Continue' card. */
export type LastPractice = { kind: 'reading' | 'writing'; path: string; title: string; at: number };
const lastPracticeKey = (userId: string) => `last-practice:${userId}`;

export function rememberLastPractice(userId: string, practice: Omit<LastPractice, 'at'>) {
  safely(
    () => window.localStorage.setItem(lastPracticeKey(userId), JSON.stringify({ ...practice, at: Date.now() })),
    undefined,
  );
}

export function lastPractice(userId: string): LastPractice | null {
  return safely(() => {
    const parsed = JSON.parse(window.localStorage.getItem(lastPracticeKey(userId)) ?? 'null');
    // Only paths of our own practice pages are followed.
    return parsed && typeof parsed.title === 'string' && /^\/(reading|writing)\?/.test(parsed.path) ? parsed : null;
  }, null);
}
