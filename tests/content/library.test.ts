// The built-in library (content/) against its format and the library issue's
// rules: word targets, readability bands, vocabulary, question shape, unique
// titles, writing guides. Prints the per-level averages.
import { describe, expect, it } from 'vitest';
import { checkLibrary } from '../support/library-check.ts';

describe('the built-in library', () => {
  const report = checkLibrary(new URL('../../content', import.meta.url).pathname);

  it('has no problems in any file', () => {
    expect(report.problems).toEqual([]);
  });

  it('reports per-level averages of word count and reading grade', () => {
    for (const l of report.levels) {
      console.info(
        `${l.level}: ${l.passages} passages, ${l.averageWords.toFixed(0)} words and grade ${l.averageGrade.toFixed(1)} on average`,
      );
    }
    expect(report.levels.every((l) => l.passages > 0)).toBe(true);
  });
});
