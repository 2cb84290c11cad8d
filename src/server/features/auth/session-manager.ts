// Sessions in an httpOnly cookie: the browser holds a random token, the
// database holds only its hash, with idle and absolute expiry.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '#src/server/http/authorize.ts';
import type { SessionRepository } from './repository.ts';
import { hashToken, newSessionToken } from './secrets.ts';

export const SESSION_COOKIE = 'sid';
/**
 * The most sign-ins one account keeps at once: a learner's phone, a home computer, a library's, a class's and a few
 * more. Each new sign-in past it ends the account's least recently used one, so a script signing in again and again
 * cannot grow the sessions table without end (decision 011).
 */
export const MAX_SESSIONS_PER_ACCOUNT = 10;
// Writing last_seen_at on every request is wasted I/O; an hour's precision is enough for a 14-day idle limit.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export function createSessionManager(
  sessions: SessionRepository,
  options: { idleMs: number; absoluteMs: number },
  clock: () => number = Date.now,
) {
  const setCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: Math.floor(options.idleMs / 1000),
    });

  return {
    /** A new token at every sign-in (no session fixation). */
    async start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
      const now = clock();
      const { token, tokenHash } = newSessionToken();
      await sessions.insert({ tokenHash, userId, now, expiresAt: now + options.absoluteMs });
      await sessions.keepNewestForUser(userId, MAX_SESSIONS_PER_ACCOUNT);
      setCookie(request, reply, token);
    },

    async read(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const now = clock();
      const row = await sessions.findActive(tokenHash, now, options.idleMs);
      if (!row) return null;
      if (now - Number(row.last_seen_at) > TOUCH_EVERY_MS) {
        await sessions.touch(tokenHash, now);
        setCookie(request, reply, token);
      }
      const tutor = row.tutorSince === null ? null : row.tutorSuspendedAt === null ? 'active' : 'suspended';
      return { userId: row.userId, email: row.email, username: row.username, tutor };
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await sessions.delete(hashToken(token));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },

    endAllFor(userId: string): Promise<void> {
      return sessions.deleteAllForUser(userId);
    },
  };
}
export type SessionManager = ReturnType<typeof createSessionManager>;
