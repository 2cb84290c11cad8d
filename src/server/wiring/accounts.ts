// Accounts: signing up and in, resets, sessions, and the learner's own
// account (see, export, delete).
import type { FastifyInstance } from 'fastify';
import { authRoutes, createAuthService, createResetCodeRepository } from '../features/auth/index.ts';
import { createMyDataRepository, userRoutes } from '../features/users/index.ts';
import type { Shared } from './shared.ts';

export async function registerAccounts(
  app: FastifyInstance,
  { db, config, now, users, sessions, limits, authorization }: Shared,
) {
  await app.register(
    authRoutes({
      accounts: createAuthService({
        users,
        endAllSessions: sessions.endAllFor,
        limits,
        limitConfig: config.limits,
        secret: config.secret,
        resetCodes: createResetCodeRepository(db),
        now,
      }),
      sessions,
    }),
  );
  await app.register(
    userRoutes({
      users,
      myData: createMyDataRepository(db),
      sessions,
      authorization,
      limits,
      deleteLimit: config.limits.deletePassword,
      now,
    }),
  );
}
