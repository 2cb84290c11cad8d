// Downloads (issue 17, part 2): GET so a plain link works, and the service
// worker can keep the file of a passage saved for offline use.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FrenchPassage, KeyedPassage, StoredWritingTask } from '#src/domain/content.ts';
import type { WritingMode } from '#src/domain/enums.ts';
import { errorBodySchema } from '#src/domain/errors.ts';
import type { WritingGuide } from '#src/domain/library.ts';
import {
  PDF_LANGUAGE_NAMES,
  PDF_MESSAGES,
  PDF_PATHS,
  pdfPassageQuerySchema,
  pdfResponse,
  pdfTaskQuerySchema,
} from '#src/domain/pdf.ts';
import type { TranslationLanguage } from '#src/domain/word-help.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { HttpError } from '#src/server/http/errors.ts';
import { canDraw } from './fonts.ts';
import type { PdfFile, PdfPool } from './pool.ts';

type Deps = {
  pdfs: PdfPool;
  authorization: Authorization;
  /** The passage and its kept translation into the language (null when none is kept). */
  findPassageWithTranslation: (
    key: string,
    language: TranslationLanguage,
  ) => Promise<{ passage: KeyedPassage; translation: FrenchPassage | null }>;
  findPassage: (key: string) => Promise<KeyedPassage>;
  findTask: (key: string) => Promise<StoredWritingTask>;
  guideFor: (mode: WritingMode) => WritingGuide | undefined;
};

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};
const named = (template: string, language: TranslationLanguage) =>
  template.replace('{language}', PDF_LANGUAGE_NAMES[language]);
const fileName = (key: string, suffix = '') =>
  `${(key.split('/').at(-1) ?? 'english-commons').replace(/[^a-z0-9-]/gi, '-')}${suffix}.pdf`;

export function pdfRoutes({
  pdfs,
  authorization,
  findPassageWithTranslation,
  findPassage,
  findTask,
  guideFor,
}: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', authorization.requireUser);

    const send = (
      request: { headers: Record<string, string | string[] | undefined> },
      reply: import('fastify').FastifyReply,
      file: PdfFile,
      name: string,
    ) => {
      reply.header('etag', file.etag);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file.bytes);
    };

    app.get(
      PDF_PATHS.passage,
      { schema: { querystring: pdfPassageQuerySchema, response: { 200: pdfResponse, ...errors } } },
      async (request, reply) => {
        const { key, lang, french } = request.query;
        // ?french=1 is how the first links asked for the French.
        const language = lang ?? (french === '1' ? 'fr' : null);
        if (!language) {
          const passage = await findPassage(key);
          const file = await pdfs.render({ kind: 'passage', passage, translation: null });
          return send(request, reply, file, fileName(passage.key));
        }
        const { passage, translation } = await findPassageWithTranslation(key, language);
        if (!translation) {
          throw new HttpError(
            404,
            language === 'fr' ? PDF_MESSAGES.noFrench : named(PDF_MESSAGES.noTranslation, language),
          );
        }
        if (!canDraw(language)) throw new HttpError(422, named(PDF_MESSAGES.noFont, language));
        const file = await pdfs.render({ kind: 'passage', passage, translation: { language, body: translation } });
        return send(request, reply, file, fileName(passage.key, `-${language}`));
      },
    );

    app.get(
      PDF_PATHS.task,
      { schema: { querystring: pdfTaskQuerySchema, response: { 200: pdfResponse, ...errors } } },
      async (request, reply) => {
        const task = await findTask(request.query.key);
        const file = await pdfs.render({ kind: 'task', task, guide: guideFor(task.mode) ?? null });
        return send(request, reply, file, fileName(task.key));
      },
    );
  };
}
