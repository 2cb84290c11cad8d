// API shapes of SPEC §7 "Content", shared by the routes and the client.
import { z } from 'zod';
import { INTERFACE_LANGUAGES } from './display-options.ts';
import { READING_LEVELS, TOPICS, WRITING_MODES } from './enums.ts';
import { findingSchema, likelyErrorSchema } from './feedback.ts';
import { REASONS_EN, type ReasonKey } from './feedback-explanations.ts';
import { chartSchema, questionSchema, VISUAL_TYPES, vocabularySchema } from './library.ts';
import { withQuery } from './routes.ts';
import { TRANSLATION_LANGUAGES } from './word-help.ts';

export const MAX_PROMPT_LENGTH = 500;
export const PAGE_SIZE_MAX = 100;

export const CONTENT_MESSAGES = {
  noPassage: 'No passage content received from server',
  busy: 'The AI service is currently busy. Please try again in {n} seconds.',
  quota: 'You have asked for a lot of new content this hour. Please try again in {n} seconds.',
  unknownKey: 'We could not find that content.',
  /** A translation that only an AI service can make, on a site with none configured (issue 33). */
  noTranslation:
    'There is no translation of this passage in that language: it needs an AI service, and none is set up.',
  promptTooLong: `Please keep your request under ${MAX_PROMPT_LENGTH} characters.`,
  translationNeedsKey: 'Choose a saved passage to translate.',
  noTextToEvaluate: 'Please write something first.',
  feedbackFailed: "Sorry, I couldn't generate feedback at this time. Please try again later.",
  /** SPEC §8's fallbacks, which the server also sends when no story or task could be had. */
  passageFailed: 'Failed to generate passage',
  taskFailed: 'Failed to generate writing task',
  translationFailed: 'The translation could not be made. Please try again.',
  noGuide: 'There is no guide for this mode yet.',
  textTooLongToCheck: 'This text is too long to check. Please keep it under 60,000 characters.',
  oneWord: 'Send one word.',
} as const;

export const contentSourceSchema = z.enum(['library', 'ai']);

/**
 * How a library item answered the learner's request (decision 015), so the screen
 * can say so: the request as understood, and whether the item matched it
 * (false: nothing matched, or nothing was asked, so the next unread one came).
 */
const libraryMatchShape = {
  request: z.string(),
  matched: z.boolean(),
};

const promptSchema = z.string().trim().max(MAX_PROMPT_LENGTH, CONTENT_MESSAGES.promptTooLong).default('');

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
  /** An opaque cursor from the previous page's nextCursor. */
  cursor: z.string().max(200).optional(),
});

export const passageListQuerySchema = listQuerySchema.extend({
  level: z.enum(READING_LEVELS).optional(),
  topic: z.enum(TOPICS).optional(),
});

export const passageListItemSchema = z.object({
  key: z.string(),
  metadata: z.object({
    filename: z.string(),
    level: z.enum(READING_LEVELS),
    topic: z.enum(TOPICS),
    title: z.string(),
    source: contentSourceSchema,
  }),
  lastModified: z.string(),
});
export const passageListResponseSchema = z.object({
  passages: z.array(passageListItemSchema),
  nextCursor: z.string().nullable(),
});

/** The French side of a passage: text, questions and definitions in the same order as the English. */
export const frenchPassageSchema = z.object({
  title: z.string(),
  text: z.string(),
  questions: z.array(z.object({ question: z.string(), options: z.array(z.string()), explanation: z.string() })),
  vocabulary: z.array(z.object({ word: z.string(), definition: z.string() })),
});
export type FrenchPassage = z.infer<typeof frenchPassageSchema>;
/** The French side as served: its explanations go with the answers (decision 033). */
export const servedFrenchPassageSchema = frenchPassageSchema.extend({
  questions: z.array(z.object({ question: z.string(), options: z.array(z.string()) })),
});

/**
 * SPEC §3's Question as served: each carries an id, `<passage key>#q<n>` (1-based), stable while the passage is,
 * and neither correctAnswer nor the explanation that gives it away (decision 033): the answers come back from
 * the server once the learner has answered (quizResultSchema).
 */
export const servedQuestionSchema = questionSchema.pick({ question: true, options: true }).extend({ id: z.string() });
/** A question with its key, as the server keeps it (PDFs, translations, scoring): never sent before an answer. */
export const keyedQuestionSchema = questionSchema.extend({ id: z.string() });
export const questionId = (passageKey: string, index: number) => `${passageKey}#q${index + 1}`;

export const passageBodySchema = z.object({
  title: z.string(),
  text: z.string(),
  questions: z.array(questionSchema),
  vocabulary: z.array(vocabularySchema),
});
export type PassageBody = z.infer<typeof passageBodySchema>;

export const generatePassageRequestSchema = z.object({
  prompt: promptSchema,
  level: z.enum(READING_LEVELS),
  topic: z.enum(TOPICS),
  isTranslation: z.boolean().optional(),
  originalKey: z.string().max(300).optional(),
  /**
   * The language of a translation (issue 33): the learner's interface language. French may come from the
   * library or the AI service; any other language only from the AI service, when one is configured.
   */
  translateTo: z.enum(TRANSLATION_LANGUAGES).default('fr'),
  /** The passage on screen: never served again as the answer to this request (decision 015). */
  currentKey: z.string().max(300).optional(),
});
export type GeneratePassageRequest = z.infer<typeof generatePassageRequestSchema>;

export const generatePassageResponseSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** The passage text (French for a translation). */
  passage: z.string(),
  questions: z.array(servedQuestionSchema),
  vocabulary: z.array(vocabularySchema),
  pdfKey: z.string(),
  source: contentSourceSchema,
  /** True when the AI service failed and a library passage was served instead (SPEC §8). */
  fallback: z.boolean(),
  language: z.enum(['en', ...TRANSLATION_LANGUAGES]),
  /** A translation kept for every learner (issue 33): its PDF can be downloaded. False for one marked [XX]. */
  kept: z.boolean().optional(),
  /** Who wrote the translation (decision 037): the team (the library's French and its other languages) or the AI service. */
  translatedBy: z.enum(['team', 'ai']).optional(),
  ...libraryMatchShape,
});
export type GeneratePassageResponse = z.infer<typeof generatePassageResponseSchema>;

export const busyResponseSchema = z.object({ error: z.string(), retryAfter: z.number().int().positive() });

/**
 * POST /api/generate-passage/stream answers NDJSON, one of these a line:
 * text deltas while the passage is written, restart when it starts over
 * (the text so far is dropped), then done with the result or error.
 */
export const passageStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({ type: z.literal('restart') }),
  z.object({ type: z.literal('done'), result: generatePassageResponseSchema }),
  z.object({
    type: z.literal('error'),
    status: z.number().int(),
    error: z.string(),
    /** With status 503: seconds to wait before asking again (SPEC §8). */
    retryAfter: z.number().int().positive().optional(),
  }),
]);
export type PassageStreamEvent = z.infer<typeof passageStreamEventSchema>;
export const PASSAGE_STREAM_TYPE = 'application/x-ndjson';

/** The longest passage or task key the API takes. */
export const MAX_KEY_LENGTH = 300;
export const passageContentRequestSchema = z.union([
  z.object({ key: z.string().min(1).max(MAX_KEY_LENGTH) }),
  z.object({ pdfKey: z.string().min(1).max(MAX_KEY_LENGTH) }),
]);

export const storedPassageSchema = passageBodySchema.extend({
  questions: z.array(servedQuestionSchema),
  key: z.string(),
  level: z.enum(READING_LEVELS),
  topic: z.enum(TOPICS),
  source: contentSourceSchema,
  pdfKey: z.string(),
  french: servedFrenchPassageSchema.nullable(),
  createdAt: z.string(),
  /** The languages the passage has a kept translation in (issue 33): sent with a passage opened by key. */
  translations: z.array(z.enum(TRANSLATION_LANGUAGES)).optional(),
});
export type StoredPassage = z.infer<typeof storedPassageSchema>;
/** The passage as the server holds it, answer key included: stripped by servedPassage before it leaves. */
export type KeyedPassage = Omit<StoredPassage, 'questions' | 'french'> & {
  questions: z.infer<typeof keyedQuestionSchema>[];
  french: FrenchPassage | null;
};

/** What a learner's browser gets of a passage: everything but the answer key (decision 033). */
export function servedPassage(p: KeyedPassage): StoredPassage {
  return {
    ...p,
    questions: p.questions.map(servedQuestion),
    french: p.french
      ? { ...p.french, questions: p.french.questions.map((q) => ({ question: q.question, options: q.options })) }
      : null,
  };
}

export function servedQuestion(q: z.infer<typeof keyedQuestionSchema>): z.infer<typeof servedQuestionSchema> {
  return { id: q.id, question: q.question, options: q.options };
}

export const writingTaskBodySchema = z.object({
  title: z.string(),
  prompt: z.string(),
  visualType: z.enum(VISUAL_TYPES).optional(),
  chart: chartSchema.optional(),
  requirements: z.array(z.string()),
  timeLimit: z.number().int().positive(),
  wordCount: z.string(),
  sampleAnswer: z.string(),
  bandScore: z.number(),
});
export type WritingTaskBody = z.infer<typeof writingTaskBodySchema>;

export const storedWritingTaskSchema = writingTaskBodySchema.extend({
  key: z.string(),
  mode: z.enum(WRITING_MODES),
  source: contentSourceSchema,
  pdfKey: z.string(),
  createdAt: z.string(),
});
export type StoredWritingTask = z.infer<typeof storedWritingTaskSchema>;

/** GET /api/passage-content?key=… (the offline copy's address). */
export function contentUrl(key: string): string {
  return withQuery('/api/passage-content', { key });
}

export const passageContentResponseSchema = z.object({
  content: z.union([storedPassageSchema, storedWritingTaskSchema]),
});

export const taskListQuerySchema = listQuerySchema.extend({ mode: z.enum(WRITING_MODES).optional() });
export const taskListItemSchema = z.object({
  key: z.string(),
  metadata: z.object({
    filename: z.string(),
    mode: z.enum(WRITING_MODES),
    type: z.string(),
    title: z.string(),
    source: contentSourceSchema,
  }),
  lastModified: z.string(),
});
export const taskListResponseSchema = z.object({
  tasks: z.array(taskListItemSchema),
  nextCursor: z.string().nullable(),
});

export const generateWritingTaskRequestSchema = z.object({
  mode: z.enum(WRITING_MODES),
  prompt: promptSchema,
  /** The task on screen: never served again as the answer to this request. */
  currentKey: z.string().max(300).optional(),
});
export const generateWritingTaskResponseSchema = z.object({
  task: storedWritingTaskSchema,
  fallback: z.boolean(),
  ...libraryMatchShape,
});

export const MAX_EVALUATED_WORDS = 3000;

/** The first MAX_EVALUATED_WORDS words of a text, and whether it was cut. */
export function capText(text: string, maxWords = MAX_EVALUATED_WORDS): { text: string; capped: boolean } {
  let count = 0;
  for (const match of text.matchAll(/\S+/g)) {
    count++;
    if (count > maxWords) return { text: text.slice(0, match.index).trimEnd(), capped: true };
  }
  return { text, capped: false };
}
export const evaluateWritingRequestSchema = z.object({
  writingText: z
    .string({ error: CONTENT_MESSAGES.noTextToEvaluate })
    .trim()
    .min(1, CONTENT_MESSAGES.noTextToEvaluate)
    .max(60_000, CONTENT_MESSAGES.textTooLongToCheck),
  prompt: z.string().trim().max(5000).default(''),
  writingMode: z.enum(WRITING_MODES),
  wordCount: z.number().int().min(0).max(1_000_000).optional(),
  /** The learner's interface language: an AI service writes its feedback in it (issue 29 item 4). */
  language: z.enum(INTERFACE_LANGUAGES).default('en'),
});
export type EvaluateWritingRequest = z.infer<typeof evaluateWritingRequestSchema>;
export const evaluateWritingResponseSchema = z.object({
  feedback: z.string(),
  source: contentSourceSchema,
  /** Grammar and spelling findings in the evaluated text. */
  findings: z.array(findingSchema),
  /** Parts the learned error detector would check, with no fix (see likelyErrorSchema). */
  likelyErrors: z.array(likelyErrorSchema),
  /** The part of the text that was evaluated (long texts are cut at MAX_EVALUATED_WORDS). */
  evaluatedText: z.string(),
  capped: z.boolean(),
  /**
   * Estimated band per criterion, overall band and CEFR level (an estimate, not an exam result);
   * the language bands, overall and level are null when the text is too short to judge.
   */
  estimate: z.object({
    criteria: z.array(
      z.object({
        id: z.enum(['task', 'coherence', 'lexical', 'grammar']),
        criterion: z.string(),
        band: z.number().nullable(),
        reasons: z.array(z.string()),
      }),
    ),
    overall: z.number().nullable(),
    cefr: z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']).nullable(),
    confidence: z.number().min(0).max(1).nullable(),
    reasons: z.array(z.string()),
    /** The reasons by key (writing-feedback/estimate.ts, REASONS_EN), for the interface's languages. */
    reasonKeys: z.array(z.enum(Object.keys(REASONS_EN) as [ReasonKey, ...ReasonKey[]])),
  }),
  /** What was measured, for the interface to describe in the learner's language. */
  measures: z.object({
    words: z.number().int(),
    target: z.object({ minWords: z.number().int(), maxWords: z.number().int().optional() }),
    paragraphs: z.number().int(),
  }),
});

export const dictionaryRequestSchema = z.object({
  word: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[\p{L}'’-]+$/u, CONTENT_MESSAGES.oneWord),
});
export const dictionaryQuerySchema = z.object({
  /** The language of the tapped word: 'fr' for a word of the French text. */
  lang: z.enum(['en', 'fr']).default('en'),
  /** The passage the word is in: its vocabulary and French vocabulary come first. */
  passageKey: z.string().max(300).optional(),
  /** The sentence the word is in, to choose the meaning that fits. */
  sentence: z.string().max(1000).optional(),
  /** Sent by older versions of the page; the sentence alone chooses the meaning now. */
  paragraph: z.string().max(3000).optional(),
  /**
   * The language to show each meaning's words in (Open Multilingual Wordnet): the learner's interface
   * language where the site has its table; French by default, and where the asked language has no word.
   */
  translate: z.enum(TRANSLATION_LANGUAGES).default('fr'),
});

/** One meaning of a word: WordNet's, or the passage's own ('Meaning in this story'). */
export const wordMeaningSchema = z.object({
  partOfSpeech: z.string(),
  /** A plain-English definition where the site has one for this sense, else WordNet's gloss. */
  definition: z.string(),
  example: z.string().nullable(),
  /** The WordNet sense key ('cover%2:35:00::'); null for a meaning WordNet does not give. */
  senseKey: z.string().nullable(),
  /** The sense's words in the asked language (else in French: `language` says which) and where they come from; null when there are none. */
  translation: z
    .object({
      language: z.enum(TRANSLATION_LANGUAGES),
      words: z.array(z.string()).min(1),
      source: z.string(),
      /** Whose words (decision 037): the wordnet's as they are, the wordnet's an editor checked for this meaning, or the team's. */
      origin: z.enum(['wordnet', 'checked', 'team']).default('wordnet'),
    })
    .nullable(),
});

export const dictionaryResponseSchema = z.object({
  word: z.string(),
  lemma: z.string(),
  language: z.enum(['en', 'fr']),
  /** passage: the passage's own vocabulary; dictionary: WordNet; name: a person's or place's name; none: nothing found. */
  source: z.enum(['passage', 'dictionary', 'name', 'none']),
  /** The word's part of speech in its sentence, when a sentence was sent. */
  partOfSpeech: z.string().nullable(),
  /** The meaning to show first (the one that fits the sentence), then the other meanings ('More meanings'). */
  definitions: z.array(wordMeaningSchema),
  /** The French definition from the passage's French vocabulary, when it has one. */
  french: z.string().nullable(),
  /** For a French word: the English word of the passage it stands for. */
  english: z.string().nullable(),
  /**
   * True when neither the passage nor the wordnet has French for this English word but an AI service is configured:
   * the client may then ask GET /api/word-gloss for it, after showing the English.
   */
  aiGloss: z.boolean(),
  /** 'Definition not available' / 'Définition non disponible' when nothing was found (SPEC §8). */
  message: z.string().nullable(),
});
export type DictionaryResponse = z.infer<typeof dictionaryResponseSchema>;

/** The French word for an English word of a passage sentence, written by the AI service (decision 008). */
export const wordGlossQuerySchema = z.object({
  passageKey: z.string().min(1).max(300),
  /** The passage sentence the word is in: the gloss is for the word as used there. */
  sentence: z.string().trim().min(1).max(1000),
});
export const wordGlossResponseSchema = z.object({
  /** Written by the AI service; null when none could be had (no AI, a failure, a timeout, or the AI was not sure). */
  french: z.string().nullable(),
});
export type WordGlossResponse = z.infer<typeof wordGlossResponseSchema>;
export const WORD_GLOSS_MESSAGES = {
  notInPassage: 'That sentence is not in this passage.',
  notInSentence: 'That word is not in this sentence.',
  lookupLimit: 'You looked up many words this minute. Please try again in a moment.',
} as const;
