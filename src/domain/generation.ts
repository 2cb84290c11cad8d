// Honest generation (decision 015): what the site can do, the checks a generated
// passage must pass before it is stored for everyone, and learners' reports
// on content. Pure rules, shared by the server, the client and the tests.
import { z } from 'zod';
import type { PassageBody } from './content.ts';
import type { ReadingLevel } from './enums.ts';
import { MIN_VOCABULARY_WORD_LENGTH, WORD_TARGETS } from './library.ts';
import { countWords, readingGrade } from './text.ts';

/** GET /api/site/capabilities: whether an AI service writes new content on this site. */
export const capabilitiesSchema = z.object({
  ai: z.boolean(),
  /** The built-in library's stories: what 'content' means on a site without an AI service (issue 32). */
  libraryStories: z.number().int().nonnegative(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

/**
 * Flesch–Kincaid grade one passage of a level must land in. The library's
 * averages (GRADE_BANDS) are kept by whole levels; these bounds hold every
 * single library passage too (measured: non-english 0.8-3.2, early-learner
 * 1.4-4.5, intermediate 4.4-8.5, advanced-reader 9.9-14.7).
 */
export const PASSAGE_GRADE_RANGE: Record<ReadingLevel, { min: number; max: number }> = {
  'non-english': { min: 0, max: 4 },
  'early-learner': { min: 0, max: 5 },
  intermediate: { min: 4, max: 9 },
  'advanced-reader': { min: 9, max: 16 },
};

export type PassageProblem =
  | 'empty'
  | 'too-short'
  | 'too-long'
  | 'off-level'
  | 'missing-vocabulary'
  | 'bad-question'
  | 'blocked-words';

/**
 * Why a generated passage may not be kept (empty when it may). The reasons name
 * measures only, never the text, so they can be logged.
 */
export function checkGeneratedPassage(
  passage: PassageBody,
  level: ReadingLevel,
  hasBlockedWords: (text: string) => boolean,
  /** Only the title and text: checked before questions are asked for, so a bad text costs one call. */
  { textOnly = false }: { textOnly?: boolean } = {},
): { problem: PassageProblem; detail: string }[] {
  const problems: { problem: PassageProblem; detail: string }[] = [];
  if (!passage.text.trim()) return [{ problem: 'empty', detail: 'no text' }];
  const words = countWords(passage.text);
  const target = WORD_TARGETS[level];
  if (words < target.min)
    problems.push({ problem: 'too-short', detail: `${words} words, target ${target.min}-${target.max}` });
  if (words > target.max)
    problems.push({ problem: 'too-long', detail: `${words} words, target ${target.min}-${target.max}` });
  const grade = readingGrade(passage.text);
  const band = PASSAGE_GRADE_RANGE[level];
  if (grade < band.min || grade > band.max)
    problems.push({ problem: 'off-level', detail: `grade ${grade.toFixed(1)}, band ${band.min}-${band.max}` });
  if (textOnly) {
    if (hasBlockedWords(`${passage.title}\n${passage.text}`))
      problems.push({ problem: 'blocked-words', detail: 'blocked words found' });
    return problems;
  }
  const lower = passage.text.toLowerCase();
  const missing = passage.vocabulary.filter((v) => !lower.includes(v.word.trim().toLowerCase()));
  if (passage.vocabulary.length === 0 || missing.length > 0)
    problems.push({
      problem: 'missing-vocabulary',
      detail: passage.vocabulary.length === 0 ? 'no vocabulary' : `${missing.length} word(s) not in the text`,
    });
  passage.questions.forEach((q, i) => {
    const valid =
      q.options.length === 4 &&
      Number.isInteger(q.correctAnswer) &&
      q.correctAnswer >= 0 &&
      q.correctAnswer < q.options.length &&
      new Set(q.options.map((o) => o.trim().toLowerCase())).size === q.options.length;
    if (!valid) problems.push({ problem: 'bad-question', detail: `question ${i + 1}` });
  });
  if (passage.questions.length === 0) problems.push({ problem: 'bad-question', detail: 'no questions' });
  const everything = [
    passage.title,
    passage.text,
    ...passage.questions.flatMap((q) => [q.question, ...q.options, q.explanation]),
    ...passage.vocabulary.flatMap((v) => [v.word, v.definition, v.sentence]),
  ].join('\n');
  if (hasBlockedWords(everything)) problems.push({ problem: 'blocked-words', detail: 'blocked words found' });
  return problems;
}

/** Vocabulary entries keep SPEC §9's rule (longer than 5 letters, at most 10) before the check. */
export function usableVocabulary(vocabulary: PassageBody['vocabulary']): PassageBody['vocabulary'] {
  const seen = new Set<string>();
  return vocabulary
    .filter((v) => {
      const word = v.word.trim().toLowerCase();
      if (word.length < MIN_VOCABULARY_WORD_LENGTH || seen.has(word)) return false;
      seen.add(word);
      return true;
    })
    .slice(0, 10);
}

/** Counted learners who report one item before it leaves the browse lists until a volunteer looks at it. */
export const REPORT_HIDE_THRESHOLD = 3;

/**
 * Issue 30: three throwaway accounts hid the whole library. A report is
 * always stored for the volunteers, but it counts towards hiding only from a
 * learner who opened the item and has practice on record from at least a day
 * before; hiding by reports stops at a small share of the library.
 */
export const REPORT_RULES = {
  /** Reports one learner may send in 24 hours; beyond them 429. */
  perLearnerPerDay: 10,
  /** Practice events (readings, quizzes, writing tasks) a counted reporter has on record… */
  minPractice: 3,
  /** …the first of them at least this long ago, so a fresh account cannot count at once. */
  minPracticeAgeMs: 24 * 60 * 60 * 1000,
  /** At most this share of the library (at least one item) is hidden by reports at once; beyond it volunteers are alerted. */
  maxHiddenShare: 0.05,
  /** Reports closer than this in time belong to one wave… */
  waveGapMs: 15 * 60 * 1000,
  /** …which the admin command calls suspicious when it names this many items or more. */
  waveMinItems: 5,
} as const;

/** How many items reports may hide at once in a library of this size. */
export function maxHiddenByReports(librarySize: number): number {
  return Math.max(1, Math.floor(librarySize * REPORT_RULES.maxHiddenShare));
}

export const REPORT_MESSAGES = {
  notOpened: 'Open this story or task before you report a problem with it.',
  tooMany: 'You have sent many reports today. Thank you. Please send more tomorrow.',
  noteTooLong: 'Please keep your note under 500 characters.',
} as const;

export const REPORT_REASONS = ['wrong-answer', 'offensive', 'too-hard', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const contentReportRequestSchema = z.object({
  key: z.string().trim().min(1).max(300),
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(500, REPORT_MESSAGES.noteTooLong).default(''),
});
export type ContentReportRequest = z.infer<typeof contentReportRequestSchema>;
export const contentReportResponseSchema = z.object({ reported: z.literal(true) });
