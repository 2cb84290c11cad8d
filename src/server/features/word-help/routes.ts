// Word help (SPEC §7): a tapped word's meaning, and its French from an AI
// service when nothing else has one (decision 008). A signed-in learner only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  busyResponseSchema,
  dictionaryQuerySchema,
  dictionaryRequestSchema,
  dictionaryResponseSchema,
  type KeyedPassage,
  WORD_GLOSS_MESSAGES,
  wordGlossQuerySchema,
  wordGlossResponseSchema,
} from '#src/domain/content.ts';
import type { WordSense } from '#src/domain/library.ts';
import { checkGlossRequest } from '#src/domain/word-help.ts';
import type { Limit } from '#src/server/config.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { HttpError } from '#src/server/http/errors.ts';
import { contentErrorResponses as errors } from '#src/server/http/user-route-schemas.ts';
import { BoundedMap } from '#src/server/lib/bounded-map.ts';
import { tooManyAttempts } from '#src/server/rate-limits/attempts.ts';
import type { RateLimitRepository } from '#src/server/rate-limits/repository.ts';
import type { GlossService } from './gloss-service.ts';
import type { Dictionary } from './service.ts';

type Deps = {
  /** Word help's own thread on the server (dictionary-pool.ts). */
  dictionary: Pick<Dictionary, 'define'>;
  glosses: GlossService;
  /** The story the word was tapped in, with its table of word senses. */
  findPassageWords: (key: string) => Promise<KeyedPassage & { wordSenses: WordSense[] }>;
  /** The story alone: the AI gloss needs only its text, not the (large) sense table. */
  findPassage: (key: string) => Promise<KeyedPassage>;
  authorization: Authorization;
  limits: RateLimitRepository;
  /** Dictionary look-ups per learner. */
  lookupLimit?: Limit;
  /** The app's clock (epoch ms) for the look-up limit. */
  now: () => number;
};

/**
 * Decision 027: one learner's flood of look-ups held every request up. A look-up is one popup, which the
 * learner opens, reads and closes before the next tap: about one a second at the very fastest, and the same
 * word in the same sentence is never asked twice (the page keeps the answer). 60 a minute is a tap every
 * second for a whole minute, which reading never reaches; a script is stopped after a few milliseconds of work.
 */
export const LOOKUP_LIMIT: Limit = { max: 60, windowMs: 60 * 1000 };
export const LOOKUP_LIMIT_MESSAGE = WORD_GLOSS_MESSAGES.lookupLimit;

export function wordHelpRoutes({
  dictionary,
  glosses,
  findPassageWords,
  findPassage,
  authorization,
  limits,
  lookupLimit = LOOKUP_LIMIT,
  now,
}: Deps): FastifyPluginAsyncZod {
  /**
   * Refused look-ups by the request's cookies, until their window ends (at most this many remembered): a script
   * that goes on sending them is answered before its session is even read. Only a shortcut: other cookies take
   * the shared count, which refuses them as surely.
   */
  const refusedCookies = new BoundedMap<string, number>(10_000);
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      const cookies = request.headers.cookie;
      const until = cookies ? refusedCookies.get(cookies) : undefined;
      const at = now();
      if (until !== undefined && until > at) throw tooManyAttempts(until, at, LOOKUP_LIMIT_MESSAGE);
    });
    app.addHook('preHandler', authorization.requireUser);

    app.get(
      '/api/dictionary/:word',
      {
        schema: {
          params: dictionaryRequestSchema,
          querystring: dictionaryQuerySchema,
          response: { 200: dictionaryResponseSchema, ...errors, 429: busyResponseSchema },
        },
      },
      async (request) => {
        // Counted before any work, in the database like the other limits, so every instance shares it. A refusal
        // is remembered on this instance until the window ends (the hook above): the shared count cannot say
        // otherwise before then, and a script's flood costs no database work per request.
        const userId = request.user?.userId ?? '';
        const at = now();
        const count = await limits.hit(`lookup:${userId}`, lookupLimit, at);
        if (count.count > lookupLimit.max) {
          if (request.headers.cookie) refusedCookies.set(request.headers.cookie, count.resetAt);
          throw tooManyAttempts(count.resetAt, at, LOOKUP_LIMIT_MESSAGE);
        }
        const { lang, passageKey, sentence, translate } = request.query;
        const passage = passageKey ? await findPassageWords(passageKey) : null;
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
        const passage = await findPassage(passageKey);
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
