// The reading check's texts (content/placement/check.json): valid, about the
// lengths issue 18 asks for, and climbing in even steps of difficulty on the
// same Flesch–Kincaid measure the library checker uses, each within the band
// of the level it places at.
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

  it('climb in even steps, each within the reading grade band of the level it places at', () => {
    const grades = check.texts.map((t) => readingGrade(t.text));
    console.info(`reading check grades: ${grades.map((g) => g.toFixed(1)).join(', ')}`);
    // One level a text: no step so small that two texts read alike, none a leap (an easy text, then dense C1 prose).
    const steps = grades.slice(1).map((g, i) => g - (grades[i] ?? 0));
    for (const step of steps) {
      expect(step).toBeGreaterThan(3);
      expect(step).toBeLessThan(5);
    }
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
