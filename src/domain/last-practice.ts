// The story or writing task a learner last opened on this device: the Hub's "Continue" card. Kept in a cookie,
// so the server can draw the card in the Hub's page before its code arrives (issue 34), exactly as the code will
// (src/web/features/dashboard/ContinueCard.tsx). It names its learner: on a device that changes hands, another
// learner's is not theirs, and sign-out removes it (decision 011). Its name: last-practice-cookie.ts.

export type LastPractice = { kind: 'reading' | 'writing'; path: string; title: string; at: number };
export type LastPracticeCookie = LastPractice & { userId: string };

/** Longer ones are cut: the cookie goes with each request for the Hub, and a browser keeps at most 4 KB of one. */
export const LAST_PRACTICE_LIMITS = { path: 300, title: 160 } as const;

/** The cookie's value as sent: a JSON object, URI-encoded. */
export function lastPracticeCookieValue(userId: string, practice: LastPractice): string {
  const kept: LastPracticeCookie = {
    userId,
    kind: practice.kind,
    path: practice.path.slice(0, LAST_PRACTICE_LIMITS.path),
    title: practice.title.slice(0, LAST_PRACTICE_LIMITS.title),
    at: practice.at,
  };
  return encodeURIComponent(JSON.stringify(kept));
}

/**
 * This learner's last practice from the cookie's decoded value, or null: for someone else, or not what the site
 * writes (only the paths of its own practice pages are followed, since the cookie can be edited).
 */
export function lastPracticeOf(userId: string, decoded: string | undefined): LastPractice | null {
  if (!decoded) return null;
  let kept: unknown;
  try {
    kept = JSON.parse(decoded);
  } catch {
    return null;
  }
  if (typeof kept !== 'object' || kept === null) return null;
  const { userId: owner, kind, path, title, at } = kept as Record<string, unknown>;
  if (owner !== userId || (kind !== 'reading' && kind !== 'writing')) return null;
  if (typeof path !== 'string' || !/^\/(reading|writing)\?/.test(path) || path.length > LAST_PRACTICE_LIMITS.path)
    return null;
  if (typeof title !== 'string' || title.length > LAST_PRACTICE_LIMITS.title) return null;
  return { kind, path, title, at: typeof at === 'number' ? at : 0 };
}
