// SPEC §2: the site's routes. The server serves these, the prerender step
// renders the public ones, and the client router mounts them.

// /reset-code: where a learner uses a volunteer's one-time code (decision 010).
// /help: how to use the site, a FAQ and how to reach the volunteers (a public page, decision 002).
export const PUBLIC_ROUTES = ['/', '/features', '/about', '/terms', '/privacy', '/reset-code', '/help'] as const;
export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

// /welcome is the level check after sign-up (decision 022).
// /tutor-answers: a learner's texts sent to volunteer tutors and their answers; /tutor: a tutor's queue (decision 038).
export const SIGNED_IN_ROUTES = ['/dashboard', '/reading', '/writing', '/welcome', '/tutor-answers', '/tutor'] as const;
export type SignedInRoute = (typeof SIGNED_IN_ROUTES)[number];

/**
 * The signed-in pages' shell as the service worker keeps it for every signed-in address offline: the plain shell,
 * which says nothing of who is signed in (the server's copy at a page's own address does, for that request only).
 */
export const OFFLINE_SHELL_PATH = '/app.html';

/** The data block in a signed-in page that holds what GET /api/session would answer (src/web/lib/session.tsx). */
export const SESSION_ANSWER_ID = 'session-answer';

/**
 * An address with its query, encoded as the server reads it. (Written out rather than URLSearchParams, which
 * TypeScript knows only from the DOM's or Node's types, and the domain uses neither.)
 */
export function withQuery(path: string, params: Record<string, string>): string {
  const query = Object.entries(params).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return `${path}?${query.join('&')}`;
}
