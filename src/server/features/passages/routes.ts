// Stories (SPEC §7 "Content"): the list, a new story (and its streaming form),
// a story's content, and its family at the other levels. All of them need a
// signed-in learner.
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CONTENT_MESSAGES,
  generatePassageRequestSchema,
  generatePassageResponseSchema,
  PASSAGE_STREAM_TYPE,
  type PassageStreamEvent,
  passageContentRequestSchema,
  passageContentResponseSchema,
  passageListQuerySchema,
  passageListResponseSchema,
  passageStreamEventSchema,
  type StoredWritingTask,
  servedPassage,
} from '#src/domain/content.ts';
import { passageFamilyQuerySchema, passageFamilyResponseSchema } from '#src/domain/story-families.ts';
import { abortOnClose } from '#src/server/http/abort-on-close.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { refusalAnswer } from '#src/server/http/errors.ts';
import { contentErrorResponses as errors } from '#src/server/http/user-route-schemas.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import type { PassageService } from './service.ts';

type Deps = {
  service: PassageService;
  /** A writing task by key: /api/passage-content serves tasks too (SPEC §7). */
  findTask: (key: string) => Promise<StoredWritingTask>;
  authorization: Authorization;
  /** Remembers that a learner opened a passage or task: only then may its reading, quiz or report count. */
  onPassageLoaded: (userId: string, key: string) => Promise<void>;
  /** The passages among `keys` the learner has read, so the family list can show the levels they read (decision 021). */
  readPassages: (userId: string, keys: string[]) => Promise<Set<string>>;
};

export function passageRoutes({
  service,
  findTask,
  authorization,
  onPassageLoaded,
  readPassages,
}: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', authorization.requireUser);

    app.get(
      '/api/passages',
      { schema: { querystring: passageListQuerySchema, response: { 200: passageListResponseSchema, ...errors } } },
      async (request) => service.listPassages(request.query),
    );

    app.post(
      '/api/generate-passage',
      { schema: { body: generatePassageRequestSchema, response: { 200: generatePassageResponseSchema, ...errors } } },
      async (request, reply) => service.generatePassage(request.body, request.user?.userId ?? '', abortOnClose(reply)),
    );

    // The same, streamed as NDJSON: one passageStreamEventSchema event a line.
    app.post(
      '/api/generate-passage/stream',
      {
        schema: {
          body: generatePassageRequestSchema,
          response: {
            200: {
              description: 'One event a line',
              content: { [PASSAGE_STREAM_TYPE]: { schema: passageStreamEventSchema } },
            },
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const signal = abortOnClose(reply);
        reply.hijack();
        // A hijacked answer passes by @fastify/compress, so it is gzipped here when the browser takes gzip (the
        // finished story in `done` is most of a next story's bytes, issue 34), flushed after every line so each
        // event still leaves at once.
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        reply.raw.writeHead(200, {
          'content-type': `${PASSAGE_STREAM_TYPE}; charset=utf-8`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'x-request-id': request.id,
          vary: 'accept-encoding',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        const zipped = gzip ? createGzip({ flush: constants.Z_SYNC_FLUSH }) : null;
        // A browser gone mid-story ends the pipe; nothing is left to tell it.
        const piped = zipped ? pipeline(zipped, reply.raw).catch(() => {}) : Promise.resolve();
        const out = zipped ?? reply.raw;
        // Checked like any other answer: a line the client cannot parse is our bug, caught here.
        const send = (event: PassageStreamEvent) =>
          out.write(`${JSON.stringify(passageStreamEventSchema.parse(event))}\n`);
        try {
          const result = await service.generatePassage(request.body, request.user?.userId ?? '', signal, {
            onText: (delta) => send({ type: 'text', delta }),
            onRestart: () => send({ type: 'restart' }),
          });
          send({ type: 'done', result });
        } catch (error) {
          if (error instanceof Refusal) {
            const { status, body } = refusalAnswer(error);
            send({
              type: 'error',
              status,
              error: body.error,
              ...(body.retryAfter ? { retryAfter: body.retryAfter } : {}),
            });
          } else {
            request.log.error({ err: error }, 'streamed generation failed');
            send({ type: 'error', status: 500, error: CONTENT_MESSAGES.passageFailed });
          }
        }
        out.end();
        await piped;
      },
    );

    const loadContent = async (userId: string, body: z.infer<typeof passageContentRequestSchema>) => {
      const key = 'key' in body ? body.key : body.pdfKey.replace(/^pdf\//, '');
      if (key.startsWith('writing/')) {
        const task = await findTask(key);
        // Opening a task is recorded like a passage's: a report on it then counts, and the writing timer starts.
        await onPassageLoaded(userId, task.key);
        return { content: task };
      }
      const content = await service.passageWithTranslations(key);
      await onPassageLoaded(userId, content.key);
      // Without its answer key (decision 033): the quiz's answer brings the right answers.
      return { content: servedPassage(content) };
    };
    app.post(
      '/api/passage-content',
      { schema: { body: passageContentRequestSchema, response: { 200: passageContentResponseSchema, ...errors } } },
      async (request) => loadContent(request.user?.userId ?? '', request.body),
    );
    // The same as a GET, so the service worker can keep what a learner opened for offline use.
    app.get(
      '/api/passage-content',
      {
        schema: {
          querystring: passageContentRequestSchema,
          response: { 200: passageContentResponseSchema, ...errors },
        },
      },
      async (request) => loadContent(request.user?.userId ?? '', request.query),
    );

    // Decision 021: the same story at the other levels, and which of them the learner read.
    app.get(
      '/api/passage-family',
      { schema: { querystring: passageFamilyQuerySchema, response: { 200: passageFamilyResponseSchema, ...errors } } },
      async (request) => {
        const { family, members } = await service.passageFamily(request.query.key);
        const read = await readPassages(
          request.user?.userId ?? '',
          members.map((m) => m.key),
        );
        return { family, members: members.map((m) => ({ ...m, read: read.has(m.key) })) };
      },
    );
  };
}
