// Volunteer tutors over HTTP (decision 038): a learner's requests under
// /api/user/:id/ (their own only, checked for every such route in app.ts),
// and the tutor's queue under /api/tutor/, open to active tutors only.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#src/domain/errors.ts';
import {
  askTutorRequestSchema,
  followUpReplySchema,
  followUpRequestSchema,
  learnerTutorRequestSchema,
  learnerTutorRequestsResponseSchema,
  queueQuerySchema,
  releasedResponseSchema,
  reportTutorAnswerSchema,
  TUTOR_MESSAGES,
  tutorAnswerRequestSchema,
  tutorQueueResponseSchema,
  tutorRequestParamsSchema,
  tutorRequestSchema,
  withdrawnResponseSchema,
} from '#src/domain/tutoring.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { HttpError } from '#src/server/http/errors.ts';
import { userErrorResponses, userParams } from '#src/server/http/user-route-schemas.ts';
import type { Tutoring } from './service.ts';

type Deps = { tutoring: Tutoring; authorization: Authorization };

const learnerRequestParams = userParams.extend(tutorRequestParamsSchema.shape);
const learnerErrors = { ...userErrorResponses, 409: errorBodySchema };
const tutorErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
// A whole answer: twenty comments of a few hundred characters and two notes.
const ANSWER_BODY_LIMIT = 64 * 1024;

export function tutoringRoutes({ tutoring, authorization }: Deps): FastifyPluginAsyncZod {
  /** 401 signed out; 403 for everyone but an active tutor, saying why; before the body is read. */
  const requireTutor = async (request: FastifyRequest, reply: FastifyReply) => {
    await authorization.requireUser(request, reply);
    const role = request.user?.tutor;
    if (role === 'suspended') throw new HttpError(403, TUTOR_MESSAGES.suspended);
    if (role !== 'active') throw new HttpError(403, TUTOR_MESSAGES.notTutor);
  };
  const tutorId = (request: FastifyRequest) => request.user?.userId ?? '';

  return async (app) => {
    // ── A learner's own requests ──
    app.post(
      '/api/user/:id/tutor-requests',
      {
        bodyLimit: 4 * 1024,
        schema: {
          params: userParams,
          body: askTutorRequestSchema,
          response: { 200: learnerTutorRequestSchema, ...learnerErrors },
        },
      },
      async (request) => tutoring.ask(request.params.id, request.body),
    );
    app.get(
      '/api/user/:id/tutor-requests',
      { schema: { params: userParams, response: { 200: learnerTutorRequestsResponseSchema, ...learnerErrors } } },
      async (request) => tutoring.list(request.params.id),
    );
    app.delete(
      '/api/user/:id/tutor-requests/:requestId',
      { schema: { params: learnerRequestParams, response: { 200: withdrawnResponseSchema, ...learnerErrors } } },
      async (request) => {
        await tutoring.withdraw(request.params.id, request.params.requestId);
        return { withdrawn: true as const };
      },
    );
    const learnerAction = {
      params: learnerRequestParams,
      response: { 200: learnerTutorRequestSchema, ...learnerErrors },
    };
    app.post(
      '/api/user/:id/tutor-requests/:requestId/seen',
      { schema: { ...learnerAction, body: z.object({}).nullish() } },
      async (request) => tutoring.seen(request.params.id, request.params.requestId),
    );
    app.post(
      '/api/user/:id/tutor-requests/:requestId/thanks',
      { schema: { ...learnerAction, body: z.object({}).nullish() } },
      async (request) => tutoring.thank(request.params.id, request.params.requestId),
    );
    app.post(
      '/api/user/:id/tutor-requests/:requestId/follow-up',
      { bodyLimit: 4 * 1024, schema: { ...learnerAction, body: followUpRequestSchema } },
      async (request) => tutoring.followUp(request.params.id, request.params.requestId, request.body.question),
    );
    app.post(
      '/api/user/:id/tutor-requests/:requestId/report',
      { bodyLimit: 4 * 1024, schema: { ...learnerAction, body: reportTutorAnswerSchema } },
      async (request) => tutoring.report(request.params.id, request.params.requestId, request.body),
    );

    // ── A tutor's queue ──
    app.get(
      '/api/tutor/queue',
      {
        onRequest: requireTutor,
        schema: { querystring: queueQuerySchema, response: { 200: tutorQueueResponseSchema, ...tutorErrors } },
      },
      async (request) => tutoring.queue(tutorId(request), request.query),
    );
    const tutorAction = { params: tutorRequestParamsSchema, response: { 200: tutorRequestSchema, ...tutorErrors } };
    app.post(
      '/api/tutor/requests/:requestId/claim',
      { onRequest: requireTutor, schema: { ...tutorAction, body: z.object({}).nullish() } },
      async (request) => tutoring.claim(tutorId(request), request.params.requestId),
    );
    app.post(
      '/api/tutor/requests/:requestId/release',
      {
        onRequest: requireTutor,
        schema: {
          params: tutorRequestParamsSchema,
          body: z.object({}).nullish(),
          response: { 200: releasedResponseSchema, ...tutorErrors },
        },
      },
      async (request) => {
        await tutoring.release(tutorId(request), request.params.requestId);
        return { released: true as const };
      },
    );
    app.post(
      '/api/tutor/requests/:requestId/answer',
      {
        onRequest: requireTutor,
        bodyLimit: ANSWER_BODY_LIMIT,
        schema: { ...tutorAction, body: tutorAnswerRequestSchema },
      },
      async (request) => tutoring.answer(tutorId(request), request.params.requestId, request.body),
    );
    app.post(
      '/api/tutor/requests/:requestId/reply',
      {
        onRequest: requireTutor,
        bodyLimit: 4 * 1024,
        schema: { ...tutorAction, body: followUpReplySchema },
      },
      async (request) => tutoring.reply(tutorId(request), request.params.requestId, request.body.reply),
    );
  };
}
