// Shared schemas of the /api/user/{id}/... routes.
import { z } from 'zod';
import { busyResponseSchema } from '../../domain/content.ts';
import { errorBodySchema } from '../../domain/errors.ts';

export const userParams = z.object({ id: z.string().max(64) });

/**
 * The statuses every per-user route can answer. The 200 schema only says
 * "an object": the derived shapes are typed in src/domain, and the serializer
 * passes them through whole.
 */
export const userRouteResponses = {
  200: z.looseObject({}),
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
  503: busyResponseSchema,
};
