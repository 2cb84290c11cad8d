// The authorization hooks every per-user route uses: 401 when signed out,
// 403 when /api/user/{id}/... names somebody else.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '#src/domain/auth.ts';
import { HttpError } from './errors.ts';

/** The learner a request's session belongs to. */
export type SessionUser = {
  userId: string;
  email: string;
  username: string;
  /** A volunteer tutor (decision 038): 'active', 'suspended', or null for everyone else. */
  tutor: 'active' | 'suspended' | null;
};

/** What the hooks need of the session store (features/auth/session-manager.ts), so http/ depends on no feature. */
type SessionReader = { read(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function createAuthorization(sessions: SessionReader) {
  const requireUser = async (request: FastifyRequest, reply: FastifyReply) => {
    // A route may run this twice (app-wide and its own hook): read the session once.
    request.user ??= await sessions.read(request, reply);
    if (!request.user) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  };
  const requireOwnUser = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    const { id } = request.params as { id?: string };
    if (id !== request.user?.userId) throw new HttpError(403, AUTH_MESSAGES.notYourAccount);
  };
  return { requireUser, requireOwnUser };
}
export type Authorization = ReturnType<typeof createAuthorization>;
