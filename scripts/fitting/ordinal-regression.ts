// Ordinal (proportional-odds) logistic regression: one weight per feature
// and ordered cut points, so P(level <= k) = sigmoid(cut[k] - w·x). The
// right model for levels that are ordered but not evenly spaced, like the
// CEFR's. Fitted by full-batch Adam on standardised features; small enough
// to read, and the fitted weights ship as data.

import type { OrdinalModel } from '#src/server/features/writing-feedback/cefr.ts';

export type { OrdinalModel };

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The standardised linear score of one row (higher = higher level). */
export function ordinalScore(model: OrdinalModel, x: number[]): number {
  let s = 0;
  for (let j = 0; j < model.weights.length; j++) {
    s += (model.weights[j] as number) * (((x[j] as number) - (model.means[j] as number)) / (model.scales[j] as number));
  }
  return s;
}

/** Probability of each level for one row. */
export function ordinalProbabilities(model: OrdinalModel, x: number[]): number[] {
  const s = ordinalScore(model, x);
  const cumulative = [...model.cuts.map((c) => sigmoid(c - s)), 1];
  return cumulative.map((p, k) => p - (k === 0 ? 0 : (cumulative[k - 1] as number)));
}

/** The median level: the first whose cumulative probability reaches one half. */
export function ordinalPredict(model: OrdinalModel, x: number[]): number {
  const s = ordinalScore(model, x);
  const k = model.cuts.findIndex((c) => sigmoid(c - s) >= 0.5);
  return k === -1 ? model.cuts.length : k;
}

export type FitOptions = {
  levels: number;
  /** L2 penalty on the weights (not the cut points). */
  l2?: number;
  iterations?: number;
  learningRate?: number;
  /** Per feature: +1 forces a weight >= 0, -1 forces it <= 0 (e.g. more errors never raise the level). */
  signs?: (1 | -1 | 0)[];
};

export function fitOrdinal(rows: number[][], labels: number[], options: FitOptions): OrdinalModel {
  const { levels, l2 = 1, iterations = 4000, learningRate = 0.05, signs = [] } = options;
  const n = rows.length;
  const d = rows[0]?.length ?? 0;
  const means = Array.from({ length: d }, (_, j) => rows.reduce((s, r) => s + (r[j] as number), 0) / n);
  const scales = means.map((m, j) => {
    const v = rows.reduce((s, r) => s + ((r[j] as number) - m) ** 2, 0) / n;
    return Math.sqrt(v) || 1;
  });
  const z = rows.map((r) => r.map((v, j) => (v - (means[j] as number)) / (scales[j] as number)));

  // Parameters: weights, then the first cut, then log gaps between cuts.
  const p = new Float64Array(d + levels - 1);
  for (let k = 1; k < levels - 1; k++) p[d + k] = Math.log(1);
  p[d] = -(levels - 2) / 2;
  const m = new Float64Array(p.length);
  const v = new Float64Array(p.length);
  const cutsOf = () => {
    const cuts = [p[d] as number];
    for (let k = 1; k < levels - 1; k++) cuts.push((cuts[k - 1] as number) + Math.exp(p[d + k] as number));
    return cuts;
  };

  for (let t = 1; t <= iterations; t++) {
    const cuts = cutsOf();
    const gW = new Float64Array(d);
    const gCut = new Float64Array(levels - 1);
    for (let i = 0; i < n; i++) {
      const x = z[i] as number[];
      const y = labels[i] as number;
      let s = 0;
      for (let j = 0; j < d; j++) s += (p[j] as number) * (x[j] as number);
      const hi = y < levels - 1 ? sigmoid((cuts[y] as number) - s) : 1;
      const lo = y > 0 ? sigmoid((cuts[y - 1] as number) - s) : 0;
      const prob = Math.max(hi - lo, 1e-12);
      const dHi = y < levels - 1 ? hi * (1 - hi) : 0;
      const dLo = y > 0 ? lo * (1 - lo) : 0;
      // Gradient of the negative log-likelihood.
      const dS = (dHi - dLo) / prob;
      for (let j = 0; j < d; j++) gW[j] = (gW[j] as number) + dS * (x[j] as number);
      if (y < levels - 1) gCut[y] = (gCut[y] as number) - dHi / prob;
      if (y > 0) gCut[y - 1] = (gCut[y - 1] as number) + dLo / prob;
    }
    const grad = new Float64Array(p.length);
    for (let j = 0; j < d; j++) grad[j] = (gW[j] as number) / n + (l2 * (p[j] as number)) / n;
    // Cut k is p[d] + sum of exp(gaps 1..k): chain rule onto the parameters.
    for (let k = 0; k < levels - 1; k++) {
      const g = (gCut[k] as number) / n;
      grad[d] = (grad[d] as number) + g;
      for (let q = 1; q <= k; q++) grad[d + q] = (grad[d + q] as number) + g * Math.exp(p[d + q] as number);
    }
    for (let q = 0; q < p.length; q++) {
      const g = grad[q] as number;
      m[q] = 0.9 * (m[q] as number) + 0.1 * g;
      v[q] = 0.999 * (v[q] as number) + 0.001 * g * g;
      const step =
        (learningRate * ((m[q] as number) / (1 - 0.9 ** t))) / (Math.sqrt((v[q] as number) / (1 - 0.999 ** t)) + 1e-8);
      p[q] = (p[q] as number) - step;
      const sign = q < d ? signs[q] : 0;
      if (sign === 1 && (p[q] as number) < 0) p[q] = 0;
      if (sign === -1 && (p[q] as number) > 0) p[q] = 0;
    }
  }
  return { means, scales, weights: Array.from(p.slice(0, d)), cuts: cutsOf() };
}

/** Quadratic weighted kappa between two ratings on levels 0..levels-1. */
export function quadraticKappa(a: number[], b: number[], levels: number): number {
  const n = a.length;
  const observed = Array.from({ length: levels }, () => new Array<number>(levels).fill(0));
  const histA = new Array<number>(levels).fill(0);
  const histB = new Array<number>(levels).fill(0);
  for (let i = 0; i < n; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    (observed[x] as number[])[y] = ((observed[x] as number[])[y] as number) + 1;
    histA[x] = (histA[x] as number) + 1;
    histB[y] = (histB[y] as number) + 1;
  }
  let num = 0;
  let den = 0;
  for (let i = 0; i < levels; i++) {
    for (let j = 0; j < levels; j++) {
      const w = (i - j) ** 2 / (levels - 1) ** 2;
      num += w * ((observed[i] as number[])[j] as number);
      den += (w * (histA[i] as number) * (histB[j] as number)) / n;
    }
  }
  return den === 0 ? 1 : 1 - num / den;
}
