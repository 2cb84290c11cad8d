// Writing tasks (SPEC §7 "Content"): the list, a new task, and a mode's guide.
// All of them need a signed-in learner.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generateWritingTaskRequestSchema,
  generateWritingTaskResponseSchema,
  taskListQuerySchema,
  taskListResponseSchema,
} from '#src/domain/content.ts';
import { WRITING_MODES } from '#src/domain/enums.ts';
import { writingGuideSchema } from '#src/domain/library.ts';
import { abortOnClose } from '#src/server/http/abort-on-close.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { contentErrorResponses as errors } from '#src/server/http/user-route-schemas.ts';
import type { WritingTaskService } from './service.ts';

type Deps = { service: WritingTaskService; authorization: Authorization };

export function writingTaskRoutes({ service, authorization }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', authorization.requireUser);

    app.get(
      '/api/writing-tasks',
      { schema: { querystring: taskListQuerySchema, response: { 200: taskListResponseSchema, ...errors } } },
      async (request) => service.listTasks(request.query),
    );

    app.post(
      '/api/generate-writing-task',
      {
        schema: {
          body: generateWritingTaskRequestSchema,
          response: { 200: generateWritingTaskResponseSchema, ...errors },
        },
      },
      async (request, reply) => service.generateTask(request.body, request.user?.userId ?? '', abortOnClose(reply)),
    );

    app.get(
      '/api/writing-guides/:mode',
      {
        schema: { params: z.object({ mode: z.enum(WRITING_MODES) }), response: { 200: writingGuideSchema, ...errors } },
      },
      async (request) => service.guide(request.params.mode),
    );
  };
}
