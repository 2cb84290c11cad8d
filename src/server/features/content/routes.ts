// SPEC §7 "Content" endpoints plus the streaming form of generate-passage.
// All of them need a signed-in learner.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  busyResponseSchema,
  dictionaryQuerySchema,
  dictionaryRequestSchema,
  dictionaryResponseSchema,
  evaluateWritingRequestSchema,
  evaluateWritingResponseSchema,
  generatePassageRequestSchema,
  generatePassageResponseSchema,
  generateWritingTaskRequestSchema,
  generateWritingTaskResponseSchema,
  PASSAGE_STREAM_TYPE,
  type PassageStreamEvent,
  passageContentRequestSchema,
  passageContentResponseSchema,
  passageListQuerySchema,
  passageListResponseSchema,
  passageStreamEventSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  WORD_GLOSS_MESSAGES,
  wordGlossQuerySchema,
  wordGlossResponseSchema,
} from '../../../domain/content.ts';
import { WRITING_MODES } from '../../../domain/enums.ts';
import { errorBodySchema } from '../../../domain/errors.ts';
import { contentReportRequestSchema, contentReportResponseSchema } from '../../../domain/generation.ts';
import { writingGuideSchema } from '../../../domain/library.ts';
import { passageFamilyQuerySchema, passageFamilyResponseSchema } from '../../../domain/story-families.ts';
import { checkGlossRequest } from '../../../domain/word-help.ts';
import { WRITING_BODY_LIMIT } from '../../../domain/writing.ts';
import type { Library } from '../../ai/library.ts';
import type { Authorization } from '../../http/authorize.ts';
import { HttpError, refusalAnswer } from '../../http/errors.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { Dictionary, GlossService } from '../word-help/index.ts';
import type { ContentReports } from './reports.ts';
import type { ContentService } from './service.ts';

type Deps = {
  service: ContentService;
  reports: ContentReports;
  library: Library;
  dictionary: Dictionary;
  glosses: GlossService;
  authorization: Authorization;
  /** Remembers that a learner opened a passage or task: only then may its reading, quiz or report count. */
  onPassageLoaded: (userId: string, key: string) => Promise<void>;
  /** The passages among `keys` the learner has read, so the family list can show the levels they read (decision 021). */
  readPassages: (userId: string, keys: string[]) => Promise<Set<string>>;
};

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  502: errorBodySchema,
  503: busyResponseSchema,
};

/** Aborted when the learner's request goes away, so the AI call stops too. */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // The response's 'close' fires when the connection goes; the request's fires once its body is read.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function contentRoutes({
  service,
  reports,
  library,
  dictionary,
  glosses,
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
        const out = reply.raw;
        out.writeHead(200, {
          'content-type': `${PASSAGE_STREAM_TYPE}; charset=utf-8`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'x-request-id': request.id,
        });
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
            send({ type: 'error', status: 500, error: 'Failed to generate passage' });
          }
        }
        out.end();
      },
    );

    const loadContent = async (userId: string, body: z.infer<typeof passageContentRequestSchema>) => {
      const key = 'key' in body ? body.key : body.pdfKey.replace(/^pdf\//, '');
      if (key.startsWith('writing/')) {
        const task = await service.findTask(key);
        // Opening a task is recorded like a passage's: a report on it then counts, and the writing timer starts.
        await onPassageLoaded(userId, task.key);
        return { content: task };
      }
      const content = await service.findPassage(key);
      await onPassageLoaded(userId, content.key);
      return { content };
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

    // Report a problem (decision 015): stored with the item's key for a volunteer.
    app.post(
      '/api/content-reports',
      {
        schema: {
          body: contentReportRequestSchema,
          // 429: the learner's reports for the day are used up (issue 30).
          response: { 200: contentReportResponseSchema, ...errors, 429: errorBodySchema },
        },
      },
      async (request) => {
        await reports.report(request.user?.userId ?? '', request.body);
        return { reported: true as const };
      },
    );

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

    app.get(
      '/api/writing-guides/:mode',
      {
        schema: { params: z.object({ mode: z.enum(WRITING_MODES) }), response: { 200: writingGuideSchema, ...errors } },
      },
      async (request) => {
        const guide = library.guides.get(request.params.mode);
        if (!guide) throw new HttpError(404, 'There is no guide for this mode yet.');
        return guide;
      },
    );

    app.get(
      '/api/dictionary/:word',
      {
        schema: {
          params: dictionaryRequestSchema,
          querystring: dictionaryQuerySchema,
          response: { 200: dictionaryResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { lang, passageKey, sentence, translate } = request.query;
        const passage = passageKey ? await service.findPassageWords(passageKey) : null;
        const help = await dictionary.define(request.params.word, { language: lang, sentence, passage, translate });
        // The AI is asked for French only when neither the passage nor the wordnet has a word for the
        // learner (issue 28): none in their language, and none in French either (issue 33).
        const aiGloss =
          glosses.available &&
          help.language === 'en' &&
          help.french === null &&
          !help.definitions[0]?.translation &&
          help.source !== 'name' &&
          !!passage &&
          !!sentence &&
          checkGlossRequest(request.params.word, sentence, passage.text) === 'ok';
        return { ...help, aiGloss };
      },
    );

    // Asked by the popup after it shows the English (decision 008): always 200, French or null.
    app.get(
      '/api/word-gloss/:word',
      {
        schema: {
          params: dictionaryRequestSchema,
          querystring: wordGlossQuerySchema,
          response: { 200: wordGlossResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { word } = request.params;
        const { passageKey, sentence } = request.query;
        const passage = await service.findPassage(passageKey);
        const check = checkGlossRequest(word, sentence, passage.text);
        if (check === 'not-in-passage') throw new HttpError(400, WORD_GLOSS_MESSAGES.notInPassage);
        if (check === 'not-in-sentence') throw new HttpError(400, WORD_GLOSS_MESSAGES.notInSentence);
        const french = await glosses.gloss({
          word,
          sentence,
          passageKey: passage.key,
          userId: request.user?.userId ?? '',
        });
        return { french };
      },
    );
  };
}
