import { describe, expect, it } from 'vitest';
import { adaptiveDifficulty } from './adaptive.ts';
import { DEFAULT_PREFERENCES, parseDailyGoal, preferencesSchema } from './preferences.ts';

const quizzes = (level: 'early-learner' | 'intermediate', ...percents: number[]) =>
  percents.map((percent) => ({ level, percent }));
const base = { topicsPractised: {}, preferredLevel: 'early-learner' as const, favoriteTopics: [] };

describe('adaptive difficulty', () => {
  it('suggests a harder level after strong scores', () => {
    expect(adaptiveDifficulty({ ...base, quizzes: quizzes('early-learner', 90, 100, 90) })).toMatchObject({
      shouldAdjust: true,
      recommendedLevel: 'intermediate',
      confidence: 0.3,
    });
  });
  it('suggests an easier level after weak scores', () => {
    expect(adaptiveDifficulty({ ...base, quizzes: quizzes('intermediate', 20, 40, 40) })).toMatchObject({
      shouldAdjust: true,
      recommendedLevel: 'early-learner',
    });
  });
  it('starts again from the placed level: quizzes before the level check no longer decide', () => {
    const before = quizzes('early-learner', 20, 30, 20).map((q) => ({ ...q, at: 1_000 }));
    const after = { level: 'intermediate' as const, percent: 80, at: 3_000 };
    expect(
      adaptiveDifficulty({ ...base, preferredLevel: 'intermediate', quizzes: before, placedAt: 2_000 }),
    ).toMatchObject({ currentLevel: 'intermediate', shouldAdjust: false, confidence: 0 });
    expect(
      adaptiveDifficulty({ ...base, preferredLevel: 'intermediate', quizzes: [...before, after], placedAt: 2_000 }),
    ).toMatchObject({ currentLevel: 'intermediate', confidence: 0.1 });
    // Without a placement the weak scores would suggest an easier level.
    expect(adaptiveDifficulty({ ...base, quizzes: before })).toMatchObject({ recommendedLevel: 'non-english' });
  });
  it('waits for three quizzes before changing anything', () => {
    expect(adaptiveDifficulty({ ...base, quizzes: quizzes('early-learner', 100, 100) })).toMatchObject({
      shouldAdjust: false,
      currentLevel: 'early-learner',
    });
  });
  it('recommends favourite topics first, then the least practised', () => {
    const r = adaptiveDifficulty({
      ...base,
      quizzes: [],
      favoriteTopics: ['food'],
      topicsPractised: { 'daily-life': 5, science: 2 },
    });
    expect(r.recommendedTopics[0]).toBe('food');
    expect(r.recommendedTopics).not.toContain('daily-life');
  });
});

describe('daily goal (SPEC §5)', () => {
  it.each([
    ['45', 45],
    [3, 5],
    [500, 120],
    ['abc', 30],
    [undefined, 30],
  ])('%j -> %i minutes', (input, minutes) => {
    expect(parseDailyGoal(input)).toBe(minutes);
  });
  it('fills every preference with a default', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({ dailyGoalMinutes: 30, theme: 'system', hideFromLeaderboard: false });
    expect(preferencesSchema.parse({ dailyGoalMinutes: 'lots' }).dailyGoalMinutes).toBe(30);
  });
});
