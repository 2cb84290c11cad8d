import { describe, expect, it } from 'vitest';
import { byDifficulty, familyProblems, NEXT_LEVEL_SCORE, nextLevelUp, suggestAfterQuiz } from './story-families.ts';

const members = [
  { key: 'in', level: 'intermediate' as const },
  { key: 'ne', level: 'non-english' as const },
  { key: 'el', level: 'early-learner' as const },
];

describe('story families', () => {
  it('orders members from first steps up to advanced', () => {
    expect(byDifficulty(members).map((m) => m.key)).toEqual(['ne', 'el', 'in']);
  });

  it('finds the nearest harder level, skipping missing ones', () => {
    expect(nextLevelUp(members, 'non-english')?.key).toBe('el');
    expect(nextLevelUp(members.slice(0, 2), 'non-english')?.key).toBe('in');
    expect(nextLevelUp(members, 'intermediate')).toBeNull();
  });

  it('suggests the next level only from a score of 80% on', () => {
    expect(NEXT_LEVEL_SCORE).toBe(80);
    expect(suggestAfterQuiz(80, members, 'early-learner')?.key).toBe('in');
    expect(suggestAfterQuiz(79, members, 'early-learner')).toBeNull();
    expect(suggestAfterQuiz(100, members, 'intermediate')).toBeNull();
  });

  it('accepts a family whose reading grade rises with the level', () => {
    expect(
      familyProblems('bank', [
        { id: 'a', level: 'early-learner', topic: 'daily-life', grade: 2.5 },
        { id: 'b', level: 'non-english', topic: 'daily-life', grade: 1.2 },
      ]),
    ).toEqual([]);
  });

  it('reports a harder level that reads easier, a lone member, a repeated level and mixed topics', () => {
    expect(
      familyProblems('bank', [
        { id: 'a', level: 'early-learner', topic: 'daily-life', grade: 1.0 },
        { id: 'b', level: 'non-english', topic: 'daily-life', grade: 1.2 },
      ]),
    ).toEqual(["family 'bank': a (early-learner, grade 1.0) is not harder than b (non-english, grade 1.2)"]);
    expect(familyProblems('solo', [{ id: 'a', level: 'intermediate', topic: 'food', grade: 6 }])).toEqual([
      "family 'solo' has only one member",
    ]);
    expect(
      familyProblems('twins', [
        { id: 'a', level: 'intermediate', topic: 'food', grade: 6 },
        { id: 'b', level: 'intermediate', topic: 'travel', grade: 7 },
      ]),
    ).toEqual(["family 'twins' has two members at one level", "family 'twins' mixes topics"]);
  });
});
