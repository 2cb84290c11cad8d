import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../domain/errors.ts';

/** GET /api/session: who is signed in. Accounts arrive with their own work; until then nobody is. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/session', { schema: { response: { 401: errorBodySchema } } }, async (_request, reply) =>
    reply.code(401).send({ error: 'You are not signed in.' }),
  );
};
