// A CEFR estimate for a learner's text from models fitted to examiners'
// levels on the Write & Improve corpus (`npm run fit:cefr` refits
// cefr-model.json and prints its held-out agreement): gradient-boosted trees
// give the level, an ordinal regression on the same features says which of
// them pulled it up or down (the reasons and the bands). An estimate to guide
// practice, not an exam result.

import { type BoostedTrees, boostedScore, levelOfScore } from './boosted-trees.ts';
import { CEFR_FEATURES, type CefrFeature, type CefrFeatures } from './cefr-features.ts';
import fitted from './cefr-model.json' with { type: 'json' };

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** Below this many words a text shows too little language to place it. */
export const MIN_WORDS_FOR_LEVEL = 40;

/**
 * An ordinal (proportional-odds) regression, fitted by scripts/fitting/ordinal-regression.ts:
 * P(level <= k) = sigmoid(cut[k] - w·x) on standardised features.
 */
export type OrdinalModel = {
  /** Per feature: mean and standard deviation used to standardise it. */
  means: number[];
  scales: number[];
  weights: number[];
  /** Increasing; one fewer than the number of levels. */
  cuts: number[];
};

export type CefrModel = {
  features: CefrFeature[];
  /** Explains: each feature's standardised pull. */
  linear: OrdinalModel;
  /** Decides: a score on the level scale (0 = A1 … 5 = C2), cut into levels. */
  boosted: BoostedTrees & { cuts: number[]; sigma: number };
};
export const CEFR_MODEL = fitted.model as unknown as CefrModel;

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
function normal(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export type CefrEstimate = {
  level: CefrLevel;
  /** The model's probability for this level (0–1). */
  confidence: number;
  /** Where the text sits on the model's scale, in levels (0 = A1 … 5 = C2), for bands between levels. */
  position: number;
  /** Each feature's pull on the score (standardised weight × value): what the reasons are made of. */
  contributions: Record<CefrFeature, number>;
};

const row = (f: CefrFeatures, model: CefrModel) => model.features.map((name) => f[name]);

export function estimateCefr(features: CefrFeatures, model: CefrModel = CEFR_MODEL): CefrEstimate {
  const x = row(features, model);
  const { boosted, linear } = model;
  const score = boostedScore(boosted, x);
  const index = Math.min(levelOfScore(score, boosted.cuts), CEFR_LEVELS.length - 1);
  // How sure: the chance the level is right if the score is off by the error seen on training texts (sigma).
  const below = index === 0 ? 0 : normal(((boosted.cuts[index - 1] as number) - score) / boosted.sigma);
  const above = index === boosted.cuts.length ? 1 : normal(((boosted.cuts[index] as number) - score) / boosted.sigma);
  const contributions = Object.fromEntries(CEFR_FEATURES.map((name) => [name, 0])) as Record<CefrFeature, number>;
  model.features.forEach((name, j) => {
    contributions[name] =
      (linear.weights[j] as number) * (((x[j] as number) - (linear.means[j] as number)) / (linear.scales[j] as number));
  });
  return {
    level: CEFR_LEVELS[index] as CefrLevel,
    confidence: above - below,
    position: Math.min(index + 0.49, Math.max(index - 0.49, score)),
    contributions,
  };
}
