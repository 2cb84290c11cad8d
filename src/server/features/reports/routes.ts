// Report a problem with a story or task (decision 015): stored with the item's
// key for a volunteer, and counted towards hiding it (issue 30).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '#src/domain/errors.ts';
import { contentReportRequestSchema, contentReportResponseSchema } from '#src/domain/generation.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import type { Reports } from './service.ts';

type Deps = { reports: Reports; authorization: Authorization };

export function reportRoutes({ reports, authorization }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', authorization.requireUser);
    app.post(
      '/api/content-reports',
      {
        schema: {
          body: contentReportRequestSchema,
          // 429: the learner's reports for the day are used up (issue 30).
          response: {
            200: contentReportResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) => {
        await reports.report(request.user?.userId ?? '', request.body);
        return { reported: true as const };
      },
    );
  };
}
