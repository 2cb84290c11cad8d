// The learner's own account: see it, download it, delete it. Every route is
// /api/user/{id}/... and goes through requireOwnUser (401/403).
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  accountExportSchema,
  accountSchema,
  deleteAccountRequestSchema,
} from '#src/domain/account.ts';
import { errorBodySchema } from '#src/domain/errors.ts';
import type { Limit } from '#src/server/config.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { HttpError } from '#src/server/http/errors.ts';
import { countAttempt } from '#src/server/rate-limits/attempts.ts';
import type { RateLimitRepository } from '#src/server/rate-limits/repository.ts';
import { type SessionManager, type UserRepository, verifySecret } from '../auth/index.ts';
import { deleteAccount } from './delete-account.ts';
import type { MyDataRepository } from './my-data.ts';

type Deps = {
  users: UserRepository;
  myData: MyDataRepository;
  sessions: SessionManager;
  authorization: Authorization;
  limits: RateLimitRepository;
  /** Password checks for deleting an account; otherwise a stolen session could guess the password. */
  deleteLimit: Limit;
  /** Downloads of "my data" per learner. */
  exportLimit?: Limit;
  /** The app's clock (epoch ms) for the download and deletion limits. */
  now: () => number;
};

/** Issue 30: an export loop stalled the server; a learner needs a few downloads, not hundreds. */
export const EXPORT_LIMIT: Limit = { max: 10, windowMs: 60 * 60 * 1000 };
export const EXPORT_LIMIT_MESSAGE = ACCOUNT_MESSAGES.exportLimit;

const params = z.object({ id: z.string().max(64) });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};

export function userRoutes({
  users,
  myData,
  sessions,
  authorization,
  limits,
  deleteLimit,
  exportLimit = EXPORT_LIMIT,
  now,
}: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const loadAccount = async (id: string) => {
      const user = await users.findById(id);
      if (!user) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
      return {
        userId: user.id,
        email: user.email,
        username: user.username,
        securityQuestion: user.security_question,
        createdAt: new Date(Number(user.created_at)).toISOString(),
        lastLoginAt: user.last_login_at ? new Date(Number(user.last_login_at)).toISOString() : null,
      };
    };

    app.get(
      '/api/user/:id/account',
      { preHandler: authorization.requireOwnUser, schema: { params, response: { 200: accountSchema, ...errors } } },
      async (request) => loadAccount(request.params.id),
    );

    // Everything we hold about the learner, as a file to keep (Privacy Policy).
    app.get(
      '/api/user/:id/export',
      {
        preHandler: authorization.requireOwnUser,
        schema: { params, response: { 200: accountExportSchema, ...errors } },
      },
      async (request, reply) => {
        // A few a day is plenty for a learner; each one reads their whole history (issue 30).
        await countAttempt(limits, `export:${request.params.id}`, exportLimit, now(), EXPORT_LIMIT_MESSAGE);
        const chunks = await myData.exportChunks(request.params.id);
        if (!chunks) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
        reply.header('content-disposition', 'attachment; filename="english-commons-my-data.json"');
        // Streamed in pieces, so a long history neither waits in memory whole nor holds the event loop.
        // (The typed reply expects the object; the stream writes that same object, so the schema still documents it.)
        return reply.type('application/json; charset=utf-8').send(Readable.from(chunks) as never);
      },
    );

    app.delete(
      '/api/user/:id',
      {
        preHandler: authorization.requireOwnUser,
        schema: {
          params,
          body: deleteAccountRequestSchema,
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        await countAttempt(limits, `delete:account:${request.params.id}`, deleteLimit, now());
        const user = await users.findById(request.params.id);
        // The form asks for the password only (the session names the account), so the answer speaks of it alone.
        if (!user || !(await verifySecret(user.password_hash, request.body.password))) {
          throw new HttpError(400, ACCOUNT_MESSAGES.wrongPassword);
        }
        await sessions.end(request, reply);
        await deleteAccount(myData, user.id);
        return { success: true as const };
      },
    );
  };
}
