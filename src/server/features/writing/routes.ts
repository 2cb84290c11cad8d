// The learner's completed writing tasks (thin handlers over the writing service).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attemptListQuerySchema,
  attemptListResponseSchema,
  attemptRequestSchema,
  attemptSavedResponseSchema,
  WRITING_BODY_LIMIT,
} from '#src/domain/writing.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { userErrorResponses, userParams } from '#src/server/http/user-route-schemas.ts';
import type { WritingService } from './service.ts';

type Deps = { service: WritingService; authorization: Authorization };

export function writingRoutes({ service, authorization }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const own = { preHandler: authorization.requireOwnUser };

    app.post(
      '/api/user/:id/writing/attempts',
      {
        ...own,
        bodyLimit: WRITING_BODY_LIMIT,
        schema: {
          params: userParams,
          body: attemptRequestSchema,
          response: { 200: attemptSavedResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => service.completeTask(request.params.id, request.body),
    );

    app.get(
      '/api/user/:id/writing/attempts',
      {
        ...own,
        schema: {
          params: userParams,
          querystring: attemptListQuerySchema,
          response: { 200: attemptListResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => ({ attempts: await service.listAttempts(request.params.id, request.query.taskKey) }),
    );
  };
}
