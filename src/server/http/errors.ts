// One error handler for the whole API: a client's mistake gets a 4xx with a
// plain {error}; our own failures get a 500 without internals (ARCHITECTURE
// "Conventions").
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUEST_MESSAGES, SERVER_ERROR_MESSAGE } from '#src/domain/errors.ts';
import { identifyServerMessage } from '#src/domain/server-messages.ts';
import { AiError } from '../ai/provider.ts';
import { Refusal, type RefusalKind } from '../lib/refusal.ts';

/** An error whose message is safe and meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Extra fields for the body beside error, e.g. retryAfter (SPEC §7). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  'not-found': 404,
  'not-signed-in': 401,
  'not-allowed': 403,
  taken: 409,
  'too-many': 429,
  busy: 503,
  'upstream-failed': 502,
};

/**
 * A service's refusal as an answer: its status, and when to try again as the Retry-After header and SPEC §7's
 * retryAfter field.
 */
export function refusalAnswer(refusal: Refusal) {
  const { retryAfter, eventId, quiz } = refusal.details;
  return {
    status: REFUSAL_STATUS[refusal.kind],
    headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
    body: {
      ...(retryAfter === undefined ? {} : { retryAfter }),
      ...(eventId === undefined ? {} : { eventId }),
      ...(quiz === undefined ? {} : { quiz }),
      error: refusal.message,
    },
  };
}

const KNOWN_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: REQUEST_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: REQUEST_MESSAGES.emptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: REQUEST_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: REQUEST_MESSAGES.notJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: REQUEST_MESSAGES.badLength,
};

/**
 * With `checkMessages` (development and the tests, as CHECK_RESPONSES), a refusal whose words are not one of
 * src/domain/server-messages.ts fails loudly as a 500: the page could not show it in the learner's language.
 */
export function registerErrorHandler(app: FastifyInstance, { checkMessages = false } = {}) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (
      checkMessages &&
      (error instanceof Refusal || error instanceof HttpError) &&
      !identifyServerMessage(error.message)
    ) {
      request.log.error({ message: error.message }, 'a refusal with a message the page cannot translate');
      return reply.code(500).send({ error: SERVER_ERROR_MESSAGE });
    }
    if (error instanceof Refusal) {
      const answer = refusalAnswer(error);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, error: error.message });
    }
    if (error instanceof AiError && error.kind === 'cancelled') {
      // The learner went away; nobody reads this answer (nginx's 499).
      request.log.info('request cancelled by the client');
      return reply.code(499).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ error: first?.message ?? REQUEST_MESSAGES.notValid });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && KNOWN_CLIENT_ERRORS[error.code]) || REQUEST_MESSAGES.notValid;
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      return reply.code(status).send({ error: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: SERVER_ERROR_MESSAGE });
  });
}
