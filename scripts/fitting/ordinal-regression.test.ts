import { describe, expect, it } from 'vitest';
import { fitOrdinal, ordinalPredict, ordinalProbabilities, quadraticKappa } from './ordinal-regression.ts';

// A fixed pseudo-random sequence, so the data and the result are the same on every run.
function lcg(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

describe('ordinal regression', () => {
  it('recovers which feature drives the level, and its direction', () => {
    const random = lcg(7);
    const rows: number[][] = [];
    const labels: number[] = [];
    for (let i = 0; i < 600; i++) {
      const signal = random() * 10;
      const noise = random() * 10;
      rows.push([signal, noise]);
      labels.push(Math.min(3, Math.floor(signal / 2.5)));
    }
    const model = fitOrdinal(rows, labels, { levels: 4, iterations: 1500 });
    expect(model.weights[0]).toBeGreaterThan(3);
    expect(Math.abs(model.weights[1] ?? 0)).toBeLessThan(0.5);
    expect(model.cuts).toEqual([...model.cuts].sort((a, b) => a - b));
    expect(ordinalPredict(model, [1, 5])).toBe(0);
    expect(ordinalPredict(model, [9, 5])).toBe(3);
    const p = ordinalProbabilities(model, [5, 5]);
    expect(p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 6);
  });

  it('keeps a weight on the side it is told to', () => {
    const rows = [
      [0, 1],
      [1, 0],
      [2, 3],
      [3, 2],
    ];
    // The second feature rises with the level here, but is forced to count against it.
    const model = fitOrdinal(rows, [0, 1, 2, 3], { levels: 4, iterations: 500, signs: [0, -1] });
    expect(model.weights[1]).toBeLessThanOrEqual(0);
  });

  it('computes quadratic weighted kappa', () => {
    expect(quadraticKappa([0, 1, 2, 3], [0, 1, 2, 3], 4)).toBe(1);
    expect(quadraticKappa([0, 1, 2, 3], [3, 2, 1, 0], 4)).toBeLessThan(0);
    // Near misses cost less than far ones.
    const near = quadraticKappa([0, 1, 2, 3, 0, 3], [1, 1, 2, 3, 0, 3], 4);
    const far = quadraticKappa([0, 1, 2, 3, 0, 3], [3, 1, 2, 3, 0, 3], 4);
    expect(near).toBeGreaterThan(far);
  });
});
