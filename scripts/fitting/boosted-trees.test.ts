import { describe, expect, it } from 'vitest';
import { boostedScore, levelOfScore } from '#src/server/features/writing-feedback/boosted-trees.ts';
import { fitBoostedTrees } from './boosted-trees.ts';

function lcg(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

describe('boosted trees', () => {
  it('learns a step that a straight line cannot', () => {
    const random = lcg(3);
    const x = Array.from({ length: 400 }, () => [random() * 10, random() * 10]);
    const y = x.map(([a]) => ((a as number) > 3 && (a as number) < 7 ? 2 : 0));
    const model = fitBoostedTrees(x, y, { trees: 100, depth: 2, rate: 0.2, minLeaf: 10 });
    expect(boostedScore(model, [5, 5])).toBeGreaterThan(1.6);
    expect(boostedScore(model, [1, 5])).toBeLessThan(0.4);
    expect(boostedScore(model, [9, 5])).toBeLessThan(0.4);
  });

  it('keeps a feature told to count against the score from ever raising it', () => {
    const random = lcg(11);
    // Noise makes the second feature look helpful here; the constraint forbids using it that way.
    const x = Array.from({ length: 300 }, () => [random() * 10, random() * 10]);
    const y = x.map(([a, b]) => (a as number) / 2 + ((b as number) > 5 ? 1 : 0));
    const model = fitBoostedTrees(x, y, { trees: 80, depth: 3, rate: 0.1, minLeaf: 10, monotone: [0, -1] });
    for (const a of [1, 4, 8]) {
      let previous = Infinity;
      for (let b = 0; b <= 10; b += 0.5) {
        const score = boostedScore(model, [a, b]);
        expect(score).toBeLessThanOrEqual(previous + 1e-9);
        previous = score;
      }
    }
  });

  it('cuts a score into levels', () => {
    expect(levelOfScore(-1, [0.5, 1.5])).toBe(0);
    expect(levelOfScore(1, [0.5, 1.5])).toBe(1);
    expect(levelOfScore(3, [0.5, 1.5])).toBe(2);
  });
});
