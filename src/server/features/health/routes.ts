import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '#src/server/db/client.ts';
import { appliedMigration } from '#src/server/db/migrate.ts';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  /** The newest migration applied: instances of one deployment should all agree. */
  migration: z.string().nullable(),
});

/**
 * GET /healthz: the process is up and the database answers. One small query
 * (the migration table has a row per migration), since load balancers ask often.
 */
export function healthRoutes({ db, engine }: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      { schema: { response: { 200: healthSchema, 503: z.object({ error: z.string() }) } } },
      async (_request, reply) => {
        try {
          return { status: 'ok' as const, database: engine, migration: await appliedMigration(db) };
        } catch {
          return reply.code(503).send({ error: 'The database is not answering.' });
        }
      },
    );
  };
}
