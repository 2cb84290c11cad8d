// Shared schemas of the /api/user/{id}/... routes.
import { z } from 'zod';
import { busyResponseSchema } from '#src/domain/content.ts';
import { errorBodySchema } from '#src/domain/errors.ts';

export const userParams = z.object({ id: z.string().max(64) });

/** ?tz=: the browser's time zone, which decides the learner's day (the account's zone when absent). */
export const timeZoneQuery = z.object({ tz: z.string().max(64).optional() });

/** The error statuses every per-user route can answer; each route adds its own 200 schema. */
export const userErrorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
  503: busyResponseSchema,
};

/**
 * The error statuses of the signed-in learner's content routes (stories, tasks,
 * word help, feedback): 502 when an AI service failed, 503 when it is busy.
 */
export const contentErrorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  502: errorBodySchema,
  503: busyResponseSchema,
};
