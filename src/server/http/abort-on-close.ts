// An AbortSignal for work done for one request (an AI call, a writing check).
import type { FastifyReply } from 'fastify';

/** Aborted when the learner's request goes away, so the AI call stops too. */
export function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // The response's 'close' fires when the connection goes; the request's fires once its body is read.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
