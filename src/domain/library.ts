// The format of the built-in library (content/). Every file is checked
// against these schemas by tests/content/library.test.ts, and the server
// validates them again when it loads them.
import { z } from 'zod';
import { READING_LEVELS, type ReadingLevel, TOPICS, WRITING_MODES, type WritingMode } from './enums.ts';
import { familyIdSchema } from './story-families.ts';

/** SPEC §9: reading word targets by level. */
export const WORD_TARGETS: Record<ReadingLevel, { min: number; max: number }> = {
  'early-learner': { min: 200, max: 300 },
  intermediate: { min: 500, max: 600 },
  'advanced-reader': { min: 600, max: 700 },
  'non-english': { min: 300, max: 400 },
};

/** Average Flesch–Kincaid grade each level must keep. */
export const GRADE_BANDS: Record<ReadingLevel, { maxAverage?: number; minAverage?: number }> = {
  'early-learner': { maxAverage: 4 },
  'non-english': { maxAverage: 5 },
  intermediate: { maxAverage: 8 },
  'advanced-reader': { minAverage: 9 },
};

/** Each level × topic cell holds at least this many passages (decision 021). */
export const MIN_PASSAGES_PER_CELL = 5;

/** The library's goal for story families (decision 021). */
export const MIN_STORY_FAMILIES = 32;

/** SPEC §9: at most 10 vocabulary words, each longer than 5 characters. */
export const MAX_VOCABULARY = 10;
export const MIN_VOCABULARY_WORD_LENGTH = 6;

const nonEmpty = z.string().trim().min(1);

export const questionSchema = z.object({
  question: nonEmpty,
  options: z.array(nonEmpty).length(4),
  correctAnswer: z.number().int().min(0).max(3),
  explanation: nonEmpty,
});

export const vocabularySchema = z.object({
  word: z.string().min(MIN_VOCABULARY_WORD_LENGTH),
  definition: nonEmpty,
  sentence: nonEmpty,
});

/** A WordNet sense key: 'cover%2:35:00::', 'bank%1:14:00::', 'recent%5:00:00:past:00'. */
export const senseKeySchema = z.string().regex(/^[^%\s]+%[1-5]:\d\d:\d\d:[^:\s]*:\d*$/, 'A WordNet sense key.');

/**
 * One content word of a passage and the WordNet sense it has there (issue 28):
 * written by `npm run resolve:word-senses`, checked by `npm run check:content`,
 * and read when a learner taps the word, so the library never depends on a
 * guess at tap time. A multi-word expression ('phone bill') is one entry.
 */
export const wordSenseSchema = z.object({
  /** Where the word starts in the passage text (UTF-16 offset). */
  at: z.number().int().min(0),
  /** The word as written ('covers'), or the expression ('phone bill'). */
  word: z.string().min(1),
  sense: senseKeySchema,
});
export type WordSense = z.infer<typeof wordSenseSchema>;
/** A table entry with the senses the site's model chose it among, its choice first (a new AI passage's, decision 034). */
export type WordSenseChoice = WordSense & { options: { sense: string; definition: string }[] };

/** Plain-English definitions of the senses the easiest levels use, by sense key (content/plain-definitions.json). */
export const plainDefinitionsSchema = z.record(senseKeySchema, z.string().trim().min(3).max(160));
export type PlainDefinitions = z.infer<typeof plainDefinitionsSchema>;

/**
 * The site's own sense keys, for a meaning WordNet lacks (the verb 'click' on a link, a payment 'card'): the
 * shape of a WordNet key with lexicographer file 99, which WordNet has none of (its files end at 44), so the
 * two can never collide. 'click%2:99:00::'.
 */
export const siteSenseKeySchema = z
  .string()
  .regex(/^[^%\s]+%[1-5]:99:\d\d::$/, 'A site sense key (lexicographer file 99).');
export const isSiteSenseKey = (key: string) => siteSenseKeySchema.safeParse(key).success;

/** content/site-senses.json: each site sense's lemma ('come from'), part of speech and plain definition. */
export const siteSensesSchema = z.record(
  siteSenseKeySchema,
  z.object({
    lemma: nonEmpty,
    pos: z.enum(['n', 'v', 'a', 's', 'r']),
    definition: z.string().trim().min(3).max(160),
    example: nonEmpty.optional(),
  }),
);
export type SiteSenses = z.infer<typeof siteSensesSchema>;

/** Levels whose learners get a plain-English definition for every sense, and never an offensive sense. */
export const PLAIN_LEVELS: readonly ReadingLevel[] = ['non-english', 'early-learner'];

/** A story's questions and vocabulary in another language: the quiz's and word list's words, same order. */
const translatedQuizSchema = {
  questions: z
    .array(z.object({ question: nonEmpty, options: z.array(nonEmpty).length(4), explanation: nonEmpty }))
    .length(5),
  vocabulary: z.array(z.object({ word: nonEmpty, definition: nonEmpty })),
};

/** The languages the team translates the easiest stories into (content/translations/<language>/<story id>.json). */
export const TEAM_TRANSLATION_LANGUAGES = ['ar', 'fa', 'uk', 'es'] as const;
export type TeamTranslationLanguage = (typeof TEAM_TRANSLATION_LANGUAGES)[number];
/** The levels whose every story the team translates (decision 037). */
export const TEAM_TRANSLATED_LEVELS: readonly ReadingLevel[] = ['non-english', 'early-learner'];

/**
 * A translation written by the team, paragraph for paragraph (decision 037). `names` maps each name of the
 * English text (people, places, days, months) to how the translation writes it, so the check can see that
 * every name is kept where the English has it.
 */
export const storyTranslationSchema = z.object({
  title: nonEmpty,
  text: nonEmpty,
  names: z.record(nonEmpty, nonEmpty),
  ...translatedQuizSchema,
});
export type StoryTranslation = z.infer<typeof storyTranslationSchema>;

/**
 * content/sense-words/<language>.json: each sense the two easiest levels' stories use, with its words in the
 * language (decision 037): the Open Multilingual Wordnet's where an editor found them right for the meaning
 * ('wordnet'), else the team's own ('team'). The popup shows them first, named as such.
 */
export const senseWordsSchema = z.record(
  z.union([senseKeySchema, siteSenseKeySchema]),
  z.object({ words: z.array(z.string().trim().min(1).max(60)).min(1).max(3), from: z.enum(['wordnet', 'team']) }),
);
export type SenseWords = z.infer<typeof senseWordsSchema>;
/** Every team language's table (a language without one has none). */
export type TeamSenseWords = Partial<Record<TeamTranslationLanguage, SenseWords>>;

export const libraryPassageSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: nonEmpty,
  level: z.enum(READING_LEVELS),
  topic: z.enum(TOPICS),
  /** Retellings of one story at other levels share this id (decision 021). */
  family: familyIdSchema.optional(),
  /** Paragraphs separated by a blank line. */
  text: nonEmpty,
  questions: z.array(questionSchema).length(5),
  vocabulary: z.array(vocabularySchema).min(1).max(MAX_VOCABULARY),
  french: z.object({ title: nonEmpty, text: nonEmpty, ...translatedQuizSchema }),
  /** The team's translations (content/translations/, joined to the story when the library is read). */
  translations: z.partialRecord(z.enum(TEAM_TRANSLATION_LANGUAGES), storyTranslationSchema).optional(),
  /** Every sense of the table was read and chosen by a person (scripts/review-word-senses.ts), not taken from the model. */
  sensesReviewed: z.boolean().optional(),
  /** Every content word's sense; `npm run check:content` requires it. */
  wordSenses: z.array(wordSenseSchema).optional(),
});
export type LibraryPassage = z.infer<typeof libraryPassageSchema>;

/** Minutes per task and the word target per mode (SPEC §9, decision 014). */
export const WRITING_MODE_RULES: Record<WritingMode, { minutes: number; minWords: number; maxWords?: number }> = {
  'formal-writing': { minutes: 20, minWords: 150 },
  'essay-writing': { minutes: 40, minWords: 250 },
  'letter-writing': { minutes: 20, minWords: 150 },
  'creative-writing': { minutes: 25, minWords: 100, maxWords: 150 },
  'email-writing': { minutes: 20, minWords: 120 },
  'report-writing': { minutes: 20, minWords: 150 },
};

export const VISUAL_TYPES = ['bar-chart', 'line-chart', 'pie-chart', 'table'] as const;

export const chartSchema = z.object({
  title: nonEmpty,
  unit: nonEmpty,
  labels: z.array(nonEmpty).min(2),
  series: z.array(z.object({ name: nonEmpty, values: z.array(z.number()) })).min(1),
});
export type Chart = z.infer<typeof chartSchema>;

export const libraryTaskSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    mode: z.enum(WRITING_MODES),
    title: nonEmpty,
    prompt: nonEmpty,
    requirements: z.array(nonEmpty).min(2),
    timeLimit: z.number().int().positive(),
    /** The target as shown to the learner, e.g. '150+' or '100-150'. */
    wordCount: nonEmpty,
    visualType: z.enum(VISUAL_TYPES).optional(),
    chart: chartSchema.optional(),
    sampleAnswer: nonEmpty,
    bandScore: z.number().min(7).max(8),
  })
  .refine((t) => (t.visualType === undefined) === (t.chart === undefined), {
    message: 'visualType and chart go together',
  })
  .refine((t) => !t.chart || t.chart.series.every((s) => s.values.length === t.chart?.labels.length), {
    message: 'every chart series needs one value per label',
  });
export type LibraryTask = z.infer<typeof libraryTaskSchema>;

export const templateSchema = z.object({
  title: nonEmpty,
  structure: z.array(nonEmpty).min(3),
  tips: z.array(nonEmpty).min(3),
  timeAllocation: z.array(z.object({ phase: nonEmpty, minutes: z.number().positive() })).min(2),
  keyPhrases: z.array(z.object({ category: nonEmpty, phrases: z.array(nonEmpty).min(3) })).min(3),
});

export const scoringCriterionSchema = z.object({
  criterion: nonEmpty,
  description: nonEmpty,
  bands: z
    .array(z.object({ band: z.number().int().min(1).max(9), descriptor: nonEmpty, examples: z.array(nonEmpty).min(1) }))
    .min(3),
});

export const writingGuideSchema = z.object({
  mode: z.enum(WRITING_MODES),
  template: templateSchema,
  criteria: z.array(scoringCriterionSchema).min(2),
});
export type WritingGuide = z.infer<typeof writingGuideSchema>;

/** Each sense the two easiest levels' stories use, with its first use (the story, where, the word as written). */
export function teamLevelSenses(passages: readonly LibraryPassage[]) {
  const senses = new Map<string, { passage: LibraryPassage; at: number; word: string }>();
  for (const passage of passages.filter((p) => TEAM_TRANSLATED_LEVELS.includes(p.level)))
    for (const s of passage.wordSenses ?? [])
      if (!senses.has(s.sense)) senses.set(s.sense, { passage, at: s.at, word: s.word });
  return senses;
}

/** Per translation language, the stories with a translation the team wrote: every story's French, the others' files. */
export function storyTranslationCounts(
  passages: readonly LibraryPassage[],
): Record<'fr' | TeamTranslationLanguage, number> {
  const counts = { fr: passages.length } as Record<'fr' | TeamTranslationLanguage, number>;
  for (const language of TEAM_TRANSLATION_LANGUAGES)
    counts[language] = passages.filter((p) => p.translations?.[language]).length;
  return counts;
}
