// A CEFR estimate for a learner's text from an ordinal model fitted to
// examiners' levels on the Write & Improve corpus (`npm run fit:cefr`
// refits cefr-model.json and prints its held-out agreement). An estimate to
// guide practice, not an exam result.
import { CEFR_FEATURES, type CefrFeature, type CefrFeatures } from './cefr-features.ts';
import fitted from './cefr-model.json' with { type: 'json' };
import { type OrdinalModel, ordinalPredict, ordinalProbabilities, ordinalScore } from './ordinal-regression.ts';

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** Below this many words a text shows too little language to place it. */
export const MIN_WORDS_FOR_LEVEL = 40;

export type CefrModel = OrdinalModel & { features: CefrFeature[] };
export const CEFR_MODEL: CefrModel = fitted.model as CefrModel;

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
  const probabilities = ordinalProbabilities(model, x);
  const index = ordinalPredict(model, x);
  // Expected level from the probabilities: a smooth position between levels.
  const expected = probabilities.reduce((s, p, k) => s + p * k, 0);
  const contributions = Object.fromEntries(CEFR_FEATURES.map((name) => [name, 0])) as Record<CefrFeature, number>;
  model.features.forEach((name, j) => {
    contributions[name] =
      (model.weights[j] as number) * (((x[j] as number) - (model.means[j] as number)) / (model.scales[j] as number));
  });
  return {
    level: CEFR_LEVELS[index] as CefrLevel,
    confidence: probabilities[index] as number,
    position: Math.min(index + 0.49, Math.max(index - 0.49, expected)),
    contributions,
  };
}

export { ordinalScore };
