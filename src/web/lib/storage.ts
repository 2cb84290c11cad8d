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

export function readStoredEmail(): string | null {
  return safely(() => window.localStorage.getItem(USER_EMAIL_KEY), null);
}

export function storeEmail(email: string) {
  safely(() => window.localStorage.setItem(USER_EMAIL_KEY, email), undefined);
}

export function forgetStoredEmail() {
  safely(() => window.localStorage.removeItem(USER_EMAIL_KEY), undefined);
}
