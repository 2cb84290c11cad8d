import { describe, expect, it } from 'vitest';
import { READING_LEVEL_CEFR } from './enums.ts';
import {
  CAN_DO_STEPS,
  type PlacementCheck,
  placementAnswersSchema,
  placementCheckSchema,
  placementDone,
  placementLevel,
  publicPlacementCheck,
  scoreReadingCheck,
  yesInARow,
} from './placement.ts';

// A check made for these tests: right answers 0,1 / 2,3 / 1,0.
const check: PlacementCheck = placementCheckSchema.parse({
  texts: [
    { id: 'easy', level: 'early-learner', keys: [0, 1] },
    { id: 'middle', level: 'intermediate', keys: [2, 3] },
    { id: 'hard', level: 'advanced-reader', keys: [1, 0] },
  ].map(({ id, level, keys }) => ({
    id,
    level,
    title: `The ${id} text`,
    text: `A ${id} text to read.`,
    questions: keys.map((k, i) => ({
      question: `Question ${i + 1}?`,
      options: ['one', 'two', 'three', 'four'],
      correctAnswer: k,
    })),
  })),
});

describe('the reading check (issue 18)', () => {
  it('places by the last text passed in a row, both questions right at each', () => {
    expect(
      scoreReadingCheck(check, [
        [0, 1],
        [2, 3],
        [1, 0],
      ]),
    ).toEqual({ level: 'advanced-reader', correct: 6, total: 6 });
    expect(
      scoreReadingCheck(check, [
        [0, 1],
        [2, 3],
        [1, 1],
      ]),
    ).toEqual({ level: 'intermediate', correct: 5, total: 6 });
    expect(
      scoreReadingCheck(check, [
        [0, 1],
        [2, 0],
        [1, 0],
      ]),
    ).toEqual({ level: 'early-learner', correct: 5, total: 6 });
  });

  it('does not place above a text that was missed, even when harder ones are right', () => {
    expect(
      scoreReadingCheck(check, [
        [0, 0],
        [2, 3],
        [1, 0],
      ]).level,
    ).toBe('non-english');
    expect(
      scoreReadingCheck(check, [
        [1, 1],
        [2, 3],
        [1, 0],
      ]).level,
    ).toBe('non-english');
  });

  it('places nothing right at the first steps in English', () => {
    expect(
      scoreReadingCheck(check, [
        [3, 3],
        [0, 0],
        [3, 3],
      ]),
    ).toEqual({ level: 'non-english', correct: 0, total: 6 });
  });

  it('counts a missing answer as wrong', () => {
    expect(scoreReadingCheck(check, [[0, 1]])).toEqual({ level: 'early-learner', correct: 2, total: 6 });
  });

  it('gives the browser the texts and questions but not the answer key', () => {
    const shown = publicPlacementCheck(check);
    expect(shown.texts.map((t) => t.id)).toEqual(['easy', 'middle', 'hard']);
    expect(shown.texts[0]?.questions[0]).toEqual({ question: 'Question 1?', options: ['one', 'two', 'three', 'four'] });
    expect(JSON.stringify(shown)).not.toMatch(/correct|level/);
  });

  it('refuses a check whose texts do not rise in level', () => {
    const swapped = { texts: [check.texts[1], check.texts[0], check.texts[2]] };
    expect(placementCheckSchema.safeParse(swapped).success).toBe(false);
  });

  it('accepts two choices for each of three texts, and nothing else', () => {
    const ok = { answers: check.texts.map((t) => ({ textId: t.id, choices: [0, 3] })) };
    expect(placementAnswersSchema.safeParse(ok).success).toBe(true);
    const short = { answers: ok.answers.slice(0, 2) };
    expect(placementAnswersSchema.safeParse(short).success).toBe(false);
    const outOfRange = { answers: ok.answers.map((a) => ({ ...a, choices: [0, 4] })) };
    expect(placementAnswersSchema.safeParse(outOfRange).success).toBe(false);
    const oneChoice = { answers: ok.answers.map((a) => ({ ...a, choices: [0] })) };
    expect(placementAnswersSchema.safeParse(oneChoice).success).toBe(false);
  });
});

describe('the can-do statements (issue 18)', () => {
  it('places by the last can-do statement answered yes, within the level’s CEFR band', () => {
    expect(placementLevel(0)).toBe('non-english');
    CAN_DO_STEPS.forEach((step, i) => {
      expect(READING_LEVEL_CEFR[placementLevel(i + 1)]).toContain(step);
    });
    expect(placementLevel(5)).toBe('advanced-reader');
  });

  it('stops at the first no, or after the last statement', () => {
    expect(placementDone([true, true])).toBe(false);
    expect(placementDone([true, false])).toBe(true);
    expect(placementDone([true, true, true, true, true])).toBe(true);
    expect(yesInARow([true, true, false])).toBe(2);
    expect(yesInARow([true, true, true, true, true])).toBe(5);
    expect(placementLevel(yesInARow([true, false]))).toBe('early-learner');
  });
});
