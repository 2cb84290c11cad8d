// Issue 18: the level check after sign-up. The learner answers CEFR "can-do"
// statements, easiest first, and stops at the first "not yet"; the last
// statement they could say yes to gives the reading level.
import type { ReadingLevel } from './enums.ts';

/** The statements' CEFR steps, easiest first (their words live in the message catalogue). */
export const CAN_DO_STEPS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export type CanDoStep = (typeof CAN_DO_STEPS)[number];

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
