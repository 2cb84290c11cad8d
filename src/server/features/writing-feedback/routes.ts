// Get feedback on a draft (SPEC §7 /api/evaluate-writing); a signed-in learner only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  busyResponseSchema,
  evaluateWritingRequestSchema,
  evaluateWritingResponseSchema,
} from '#src/domain/content.ts';
import { WRITING_BODY_LIMIT } from '#src/domain/writing.ts';
import { abortOnClose } from '#src/server/http/abort-on-close.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { contentErrorResponses as errors } from '#src/server/http/user-route-schemas.ts';
import type { WritingFeedbackService } from './service.ts';

type Deps = { service: WritingFeedbackService; authorization: Authorization };

export function writingFeedbackRoutes({ service, authorization }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', authorization.requireUser);
    app.post(
      '/api/evaluate-writing',
      {
        bodyLimit: WRITING_BODY_LIMIT,
        schema: {
          body: evaluateWritingRequestSchema,
          // 429: the learner's own earlier text is still being checked (issue 30).
          response: { 200: evaluateWritingResponseSchema, ...errors, 429: busyResponseSchema },
        },
      },
      async (request, reply) => service.evaluate(request.body, request.user?.userId ?? '', abortOnClose(reply)),
    );
  };
}
