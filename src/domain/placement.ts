// Decision 022: the level check after sign-up. The main path is a short graded
// reading check: three very short texts of rising difficulty
// (content/placement/check.json), two questions each, scored on the server so
// the answer key never reaches the browser. The other path, for learners who
// prefer it, is CEFR "can-do" statements: easiest first, stopping at the
// first "not yet".
import { z } from 'zod';
import { READING_LEVELS_BY_DIFFICULTY, type ReadingLevel } from './enums.ts';

// ---------------------------------------------------------------------------
// The reading check

export const CHECK_TEXTS = 3;
export const CHECK_QUESTIONS_PER_TEXT = 2;
export const CHECK_OPTIONS = 4;

const nonEmpty = z.string().trim().min(1);

/** The reading levels a check text can place at: passing it means reading at least this well. */
const placedLevels = ['early-learner', 'intermediate', 'advanced-reader'] as const;

const checkQuestionSchema = z.object({
  question: nonEmpty,
  options: z.array(nonEmpty).length(CHECK_OPTIONS),
  correctAnswer: z
    .number()
    .int()
    .min(0)
    .max(CHECK_OPTIONS - 1),
});

const checkTextSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,60}$/),
  /** The level a learner who answers both questions right reads at (if they passed the easier texts too). */
  level: z.enum(placedLevels),
  title: nonEmpty,
  text: nonEmpty,
  questions: z.array(checkQuestionSchema).length(CHECK_QUESTIONS_PER_TEXT),
});

/** content/placement/check.json: the texts from the easiest, each a step up the reading levels. */
export const placementCheckSchema = z
  .object({ texts: z.array(checkTextSchema).length(CHECK_TEXTS) })
  .refine((c) => new Set(c.texts.map((t) => t.id)).size === c.texts.length, 'Each text needs its own id.')
  .refine(
    (c) => c.texts.every((t, i) => i === 0 || rank(t.level) > rank(c.texts[i - 1]?.level ?? 'non-english')),
    'The texts go from the easiest level to the hardest.',
  );
export type PlacementCheck = z.infer<typeof placementCheckSchema>;

function rank(level: ReadingLevel): number {
  return READING_LEVELS_BY_DIFFICULTY.indexOf(level);
}

/** What GET /api/placement-check answers: the check without its answer key. */
export const publicPlacementCheckSchema = z.object({
  texts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      text: z.string(),
      questions: z.array(z.object({ question: z.string(), options: z.array(z.string()) })),
    }),
  ),
});
export type PublicPlacementCheck = z.infer<typeof publicPlacementCheckSchema>;

/** Copies only the fields a learner may see: a new field in the file stays on the server until added here. */
export function publicPlacementCheck(check: PlacementCheck): PublicPlacementCheck {
  return {
    texts: check.texts.map((t) => ({
      id: t.id,
      title: t.title,
      text: t.text,
      questions: t.questions.map((q) => ({ question: q.question, options: [...q.options] })),
    })),
  };
}

export const PLACEMENT_MESSAGES = {
  answerEveryQuestion: 'Answer both questions of each of the three texts.',
  /** The answers are for other texts than the check holds now (it changed since the page loaded it). */
  changed: 'The reading check has changed. Please start it again.',
  notAvailable: 'The reading check is not available. Please say what you can do instead.',
} as const;
const ANSWER_EVERY_QUESTION = PLACEMENT_MESSAGES.answerEveryQuestion;

/** POST /api/placement-check/answers: the chosen option of each question, text by text, in the check's order. */
export const placementAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        textId: z.string().min(1).max(60),
        choices: z
          .array(
            z
              .number()
              .int()
              .min(0)
              .max(CHECK_OPTIONS - 1),
          )
          .length(CHECK_QUESTIONS_PER_TEXT, ANSWER_EVERY_QUESTION),
      }),
    )
    .length(CHECK_TEXTS, ANSWER_EVERY_QUESTION),
});
export type PlacementAnswers = z.infer<typeof placementAnswersSchema>;

export const placementResultSchema = z.object({
  level: z.enum(READING_LEVELS_BY_DIFFICULTY),
  correct: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type PlacementResult = z.infer<typeof placementResultSchema>;

export const CHECK_CHANGED_MESSAGE = PLACEMENT_MESSAGES.changed;

export function answersMatchCheck(check: PlacementCheck, answers: PlacementAnswers['answers']): boolean {
  return answers.length === check.texts.length && answers.every((a, i) => a.textId === check.texts[i]?.id);
}

/**
 * A text is passed when both its questions are right (one right answer in
 * four is a guess a quarter of the time; two in a row, one time in sixteen).
 * The level is that of the last text passed in a row from the easiest: a
 * learner who misses the easiest text but guesses the next one right is not
 * placed above it. No text passed: the first steps in English.
 */
export function scoreReadingCheck(check: PlacementCheck, choices: readonly (readonly number[])[]): PlacementResult {
  let correct = 0;
  let total = 0;
  let passedInARow = 0;
  let stillPassing = true;
  check.texts.forEach((text, i) => {
    const chosen = choices[i] ?? [];
    let right = 0;
    text.questions.forEach((q, j) => {
      total += 1;
      if (chosen[j] === q.correctAnswer) right += 1;
    });
    correct += right;
    if (stillPassing && right === text.questions.length) passedInARow += 1;
    else stillPassing = false;
  });
  const level = passedInARow === 0 ? 'non-english' : (check.texts[passedInARow - 1]?.level ?? 'non-english');
  return { level, correct, total };
}

// ---------------------------------------------------------------------------
// The can-do statements ("I prefer to say what I can do")

/** The statements' CEFR steps, easiest first (their words live in the message catalogue). */
export const CAN_DO_STEPS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;

/**
 * The reading level for the number of statements answered "yes" in a row:
 * none is the first steps; A1 or A2 is early learner (A1–A2); B1 or B2 is
 * intermediate (B1–B2); C1 is advanced (C1–C2), as READING_LEVEL_CEFR says.
 */
const LEVEL_FOR_YES: readonly ReadingLevel[] = [
  'non-english',
  'early-learner',
  'early-learner',
  'intermediate',
  'intermediate',
  'advanced-reader',
];

export function placementLevel(yesInARow: number): ReadingLevel {
  const n = Math.max(0, Math.min(CAN_DO_STEPS.length, Math.floor(yesInARow)));
  return LEVEL_FOR_YES[n] ?? 'non-english';
}

/** The check is over at the first "no", or after the last statement. */
export function placementDone(answers: boolean[]): boolean {
  return answers.includes(false) || answers.length >= CAN_DO_STEPS.length;
}

/** Yes answers before the first no. */
export function yesInARow(answers: boolean[]): number {
  const firstNo = answers.indexOf(false);
  return firstNo === -1 ? answers.length : firstNo;
}
