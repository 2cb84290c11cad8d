// The reading check's texts (content/placement/check.json): valid, about the
// lengths issue 18 asks for, and rising in difficulty on the same
// Flesch–Kincaid measure the library checker uses, each within the band of
// the level it places at.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSAGE_GRADE_RANGE } from '#src/domain/generation.ts';
import { placementCheckSchema } from '#src/domain/placement.ts';
import { countWords, readingGrade } from '#src/domain/text.ts';

const check = placementCheckSchema.parse(
  JSON.parse(readFileSync(new URL('../../content/placement/check.json', import.meta.url), 'utf8')),
);

describe('the reading check’s texts', () => {
  it('are very short: about 40, 70 and 110 words', () => {
    const words = check.texts.map((t) => countWords(t.text));
    [40, 70, 110].forEach((target, i) => {
      expect(Math.abs((words[i] ?? 0) - target)).toBeLessThanOrEqual(10);
    });
  });

  it('rise in difficulty, each within the reading grade band of the level it places at', () => {
    const grades = check.texts.map((t) => readingGrade(t.text));
    console.info(`reading check grades: ${grades.map((g) => g.toFixed(1)).join(', ')}`);
    for (let i = 1; i < grades.length; i++) expect(grades[i]).toBeGreaterThan((grades[i - 1] ?? 0) + 2);
    check.texts.forEach((t, i) => {
      const band = PASSAGE_GRADE_RANGE[t.level];
      expect(grades[i]).toBeGreaterThanOrEqual(band.min);
      expect(grades[i]).toBeLessThanOrEqual(band.max);
    });
  });

  it('put the right answer in different places, so a learner who always taps one spot is not placed high', () => {
    const keys = check.texts.flatMap((t) => t.questions.map((q) => q.correctAnswer));
    expect(new Set(keys).size).toBeGreaterThanOrEqual(3);
  });
});
