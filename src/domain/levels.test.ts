import { describe, expect, it } from 'vitest';
import { levelFor, levelStart } from './levels.ts';

describe('levels (SPEC §9: next level needs level × 100 points)', () => {
  it.each([
    [0, 1, 100],
    [99, 1, 1],
    [100, 2, 200],
    [299, 2, 1],
    [300, 3, 300],
    [600, 4, 400],
    [1000, 5, 500],
    [1500, 6, 600],
    [2099, 6, 1],
    [2100, 7, 0],
    [99_999, 7, 0],
  ])('%i points is level %i with %i to go', (points, level, toNext) => {
    expect(levelFor(points)).toMatchObject({ current: level, pointsToNext: toNext });
  });

  it('names the levels and fills the bar within the level', () => {
    expect(levelFor(0)).toMatchObject({ title: 'Beginner Student', progressPercent: 0 });
    expect(levelFor(200)).toMatchObject({ title: 'Eager Learner', progressPercent: 50 });
    expect(levelFor(2100)).toMatchObject({ title: 'English Master', progressPercent: 100 });
    expect(levelStart(3)).toBe(300);
  });
});
