// The built-in library (content/) against its format and the library's rules:
// word targets, readability bands, vocabulary, question shape, unique titles,
// writing guides, and the floors of src/domain/library.ts (passages in every
// level × topic cell, story families). Prints the per-level averages.
import { describe, expect, it } from 'vitest';
import { READING_LEVELS, TOPICS } from '#src/domain/enums.ts';
import { MIN_PASSAGES_PER_CELL, MIN_STORY_FAMILIES } from '#src/domain/library.ts';
import { checkLibrary } from '../support/library-check.ts';

describe('the built-in library', () => {
  const report = checkLibrary(new URL('../../content', import.meta.url).pathname);

  it('has no problems in any file', () => {
    expect(report.problems).toEqual([]);
  });

  it(`has at least ${MIN_PASSAGES_PER_CELL} passages in every level × topic cell`, () => {
    const count = (level: string, topic: string) =>
      report.cells.find((c) => c.level === level && c.topic === topic)?.passages ?? 0;
    const thin = READING_LEVELS.flatMap((level) =>
      TOPICS.filter((topic) => count(level, topic) < MIN_PASSAGES_PER_CELL).map(
        (topic) => `${level}/${topic}: ${count(level, topic)}`,
      ),
    );
    expect(thin).toEqual([]);
  });

  it(`tells at least ${MIN_STORY_FAMILIES} stories as families across levels`, () => {
    expect(report.families.length).toBeGreaterThanOrEqual(MIN_STORY_FAMILIES);
    for (const f of report.families) expect(f.members.length, f.family).toBeGreaterThanOrEqual(2);
  });

  it('reports per-level averages of word count and reading grade', () => {
    for (const l of report.levels) {
      console.info(
        `${l.level}: ${l.passages} passages, ${l.averageWords.toFixed(0)} words and grade ${l.averageGrade.toFixed(1)} on average`,
      );
    }
    expect(report.levels.map((l) => l.level).sort()).toEqual([...READING_LEVELS].sort());
    for (const l of report.levels)
      expect(l.passages, l.level).toBeGreaterThanOrEqual(MIN_PASSAGES_PER_CELL * TOPICS.length);
  });
});
