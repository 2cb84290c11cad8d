// SPEC §2: the site's routes. The server serves these, the prerender step
// renders the public ones, and the client router mounts them.

// /reset-code: where a learner uses a volunteer's one-time code (decision 010).
export const PUBLIC_ROUTES = ['/', '/features', '/about', '/terms', '/privacy', '/reset-code'] as const;
export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

export const SIGNED_IN_ROUTES = ['/dashboard', '/reading', '/writing'] as const;
