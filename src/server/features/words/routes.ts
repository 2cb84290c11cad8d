// 'My words' (thin handlers over the word service).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addWordRequestSchema,
  addWordResponseSchema,
  removeWordResponseSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  wordListResponseSchema,
} from '#src/domain/words.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { userErrorResponses, userParams } from '#src/server/http/user-route-schemas.ts';
import type { WordService } from './service.ts';

type Deps = { service: WordService; authorization: Authorization };

const wordParams = userParams.extend({ word: z.string().min(1).max(60) });

export function wordRoutes({ service, authorization }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const own = { preHandler: authorization.requireOwnUser };

    app.get(
      '/api/user/:id/words',
      { ...own, schema: { params: userParams, response: { 200: wordListResponseSchema, ...userErrorResponses } } },
      async (request) => service.list(request.params.id),
    );

    app.post(
      '/api/user/:id/words',
      {
        ...own,
        schema: {
          params: userParams,
          body: addWordRequestSchema,
          response: { 200: addWordResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => service.add(request.params.id, request.body),
    );

    app.post(
      '/api/user/:id/words/:word/review',
      {
        ...own,
        schema: {
          params: wordParams,
          body: reviewRequestSchema,
          response: { 200: reviewResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => ({ word: await service.review(request.params.id, request.params.word, request.body.grade) }),
    );

    app.delete(
      '/api/user/:id/words/:word',
      { ...own, schema: { params: wordParams, response: { 200: removeWordResponseSchema, ...userErrorResponses } } },
      async (request) => {
        await service.remove(request.params.id, request.params.word);
        return { success: true as const };
      },
    );
  };
}
