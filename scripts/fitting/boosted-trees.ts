// Fitting the CEFR estimate's boosted trees (src/server/features/writing-feedback/boosted-trees.ts
// reads them): squared loss, with LightGBM's basic method for monotone
// features: a split on such a feature must order its children, and bounds
// pass down so no leaf below can undo it. Only `npm run fit:cefr` runs this.
import { type BoostedTrees, boostedScore, type TreeNode } from '#src/server/features/writing-feedback/boosted-trees.ts';

export type BoostOptions = {
  trees?: number;
  depth?: number;
  rate?: number;
  minLeaf?: number;
  /** Per feature: +1 the score may only rise with it, -1 only fall, 0 free. */
  monotone?: (1 | -1 | 0)[];
};

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function grow(
  x: number[][],
  g: number[],
  rows: number[],
  depth: number,
  o: Required<BoostOptions>,
  lo: number,
  hi: number,
): TreeNode | number {
  let sum = 0;
  for (const i of rows) sum += g[i] as number;
  const mean = clamp(sum / rows.length, lo, hi);
  if (depth === 0 || rows.length < 2 * o.minLeaf) return mean;
  let best = { gain: 1e-12, f: -1, t: 0, meanL: 0, meanR: 0 };
  const features = x[0]?.length ?? 0;
  for (let f = 0; f < features; f++) {
    const sorted = [...rows].sort((a, b) => (x[a]?.[f] as number) - (x[b]?.[f] as number));
    let left = 0;
    for (let k = 0; k < sorted.length - 1; k++) {
      left += g[sorted[k] as number] as number;
      const nL = k + 1;
      const nR = sorted.length - nL;
      if (nL < o.minLeaf || nR < o.minLeaf) continue;
      const a = x[sorted[k] as number]?.[f] as number;
      const b = x[sorted[k + 1] as number]?.[f] as number;
      if (a === b) continue;
      const meanL = left / nL;
      const meanR = (sum - left) / nR;
      const sign = o.monotone[f] ?? 0;
      if ((sign === 1 && meanL > meanR) || (sign === -1 && meanL < meanR)) continue;
      const gain = (left * left) / nL + ((sum - left) * (sum - left)) / nR - (sum * sum) / sorted.length;
      if (gain > best.gain) best = { gain, f, t: (a + b) / 2, meanL, meanR };
    }
  }
  if (best.f < 0) return mean;
  const sign = o.monotone[best.f] ?? 0;
  const mid = (best.meanL + best.meanR) / 2;
  // Children of a constrained split stay on their own side of the middle.
  const [loL, hiL, loR, hiR] =
    sign === 1
      ? [lo, Math.min(hi, mid), Math.max(lo, mid), hi]
      : sign === -1
        ? [Math.max(lo, mid), hi, lo, Math.min(hi, mid)]
        : [lo, hi, lo, hi];
  const L = rows.filter((i) => (x[i]?.[best.f] as number) <= best.t);
  const R = rows.filter((i) => (x[i]?.[best.f] as number) > best.t);
  return {
    f: best.f,
    t: best.t,
    l: grow(x, g, L, depth - 1, o, loL, hiL),
    r: grow(x, g, R, depth - 1, o, loR, hiR),
  };
}

export function fitBoostedTrees(x: number[][], y: number[], options: BoostOptions = {}): BoostedTrees {
  const o: Required<BoostOptions> = { trees: 300, depth: 3, rate: 0.05, minLeaf: 20, monotone: [], ...options };
  const base = y.reduce((s, v) => s + v, 0) / y.length;
  const prediction = y.map(() => base);
  const rows = y.map((_, i) => i);
  const trees: (TreeNode | number)[] = [];
  for (let m = 0; m < o.trees; m++) {
    const residual = y.map((v, i) => v - (prediction[i] as number));
    const tree = grow(x, residual, rows, o.depth, o, -Infinity, Infinity);
    trees.push(tree);
    const step: BoostedTrees = { base: 0, rate: o.rate, trees: [tree] };
    for (let i = 0; i < y.length; i++) prediction[i] = (prediction[i] as number) + boostedScore(step, x[i] as number[]);
  }
  return { base, rate: o.rate, trees };
}
