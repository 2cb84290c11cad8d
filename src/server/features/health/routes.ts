import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';

/** GET /healthz: the process is up and the database answers. */
export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      { schema: { response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ error: z.string() }) } } },
      async (_request, reply) => {
        try {
          await sql`select 1`.execute(db);
          return { status: 'ok' as const };
        } catch {
          return reply.code(503).send({ error: 'The database is not answering.' });
        }
      },
    );
  };
}
