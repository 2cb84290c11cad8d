// `npm run fit:cefr`: refit the writing feedback on the Write & Improve
// training writers and print its agreement with the examiners on the
// held-out writers (never used for fitting or choosing anything).
//   1. Which checker rules to show: per rule, how often examiners corrected
//      what it flagged (training writers only) -> src/server/features/writing-feedback/kept-rules.json
//   2. The CEFR model: ordinal regression on the text's features -> src/server/features/writing-feedback/cefr-model.json
//      One feature is the learned error detector's error density (npm run fit:writing, run first): on the
//      training writers it is the out-of-fold density fit:writing saved (each text judged by a model that
//      never saw its writer), on the held-out writers and on the site the shipped model's.
// Skips cleanly when ../shared/data/write-and-improve is absent.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boostedScore, levelOfScore } from '../src/server/features/writing-feedback/boosted-trees.ts';
import { CEFR_LEVELS } from '../src/server/features/writing-feedback/cefr.ts';
import {
  CEFR_FEATURES,
  type CefrFeature,
  cefrFeatures,
} from '../src/server/features/writing-feedback/cefr-features.ts';
import { detectErrors, loadVocabulary } from '../src/server/features/writing-feedback/detector.ts';
import { filterFindings, isSpelling, type RuleFinding } from '../src/server/features/writing-feedback/grammar.ts';
import { tagsOf } from '../src/server/features/writing-feedback/pos-tags.ts';
import { rankOf } from '../src/server/features/writing-feedback/word-rank.ts';
import { fitBoostedTrees } from './fitting/boosted-trees.ts';
import { fitOrdinal, quadraticKappa } from './fitting/ordinal-regression.ts';
import {
  checkerFigures,
  commonestLevel,
  isDevWriter,
  type LevelAgreement,
  levelAgreement,
  lintAll,
  loadCorpus,
  overlaps,
  type Sample,
} from './fitting/write-and-improve.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** A rule is shown when examiners corrected at least this share of its findings on the training writers. */
const MIN_RULE_PRECISION = Number(process.env.MIN_RULE_PRECISION ?? 0.7);
/** Rules with fewer findings than this on the training writers are not judged, so not shown. */
const MIN_RULE_FINDINGS = 5;
/** More errors, or more unknown words, never raise the estimate. */
const NEGATIVE: CefrFeature[] = [
  'spellingErrors',
  'grammarErrors',
  'unknownWords',
  'capitalErrors',
  'checkerFlags',
  'detectedErrors',
];
/** Style hints, not errors: a long-sentence flag spans a whole sentence, so its overlap with a correction means nothing. */
const NOT_ERRORS = new Set(['LongSentences']);

const samples = loadCorpus();
if (!samples) {
  console.log('fit:cefr skipped: ../shared/data/write-and-improve is not here.');
  process.exit(0);
}
const train = samples.filter((s) => !s.heldOut);
const held = samples.filter((s) => s.heldOut);
console.log(`Write & Improve: ${samples.length} texts; training ${train.length}, held out ${held.length} (by writer).`);

const lints = await lintAll(samples);
const raw = (s: Sample) => lints.get(s.id) ?? [];

// 1. Rules, measured on the training writers after the name filter.
const perRule = new Map<string, { findings: number; correct: number }>();
for (const s of train) {
  for (const f of filterFindings(s.text, raw(s), { kept: 'all' })) {
    const counted = perRule.get(f.rule) ?? { findings: 0, correct: 0 };
    counted.findings++;
    if (s.corrections.some((c) => overlaps(f, c))) counted.correct++;
    perRule.set(f.rule, counted);
  }
}
const kept: Record<string, { precision: number; findings: number }> = {};
const dropped: Record<string, { precision: number; findings: number }> = {};
for (const [rule, c] of [...perRule].sort((a, b) => b[1].findings - a[1].findings)) {
  const entry = { precision: Math.round((c.correct / c.findings) * 1000) / 1000, findings: c.findings };
  if (!NOT_ERRORS.has(rule) && c.findings >= MIN_RULE_FINDINGS && c.correct / c.findings >= MIN_RULE_PRECISION)
    kept[rule] = entry;
  else dropped[rule] = entry;
}
writeFileSync(
  join(root, 'src/server/features/writing-feedback/kept-rules.json'),
  `${JSON.stringify(
    {
      note: `Written by npm run fit:cefr. A rule is kept when examiners corrected at least ${MIN_RULE_PRECISION * 100} % of its findings (at least ${MIN_RULE_FINDINGS}) on the Write & Improve training writers, after the name filter.`,
      rules: kept,
      dropped,
    },
    null,
    2,
  )}\n`,
);
// The filter read kept-rules.json at import: apply the new table here directly.
const keptSet = new Set(Object.keys(kept));
const shownWithNewRules = (s: Sample): RuleFinding[] => filterFindings(s.text, raw(s), { kept: keptSet });

// 2. The CEFR model.
const OUT_OF_FOLD = join(root, '.cache/writing-detector-oof.json');
const saved = existsSync(OUT_OF_FOLD)
  ? (JSON.parse(readFileSync(OUT_OF_FOLD, 'utf8')) as { model: string; density: Record<string, number> })
  : undefined;
const outOfFold = saved?.model === (loadVocabulary() as { trainedAt?: string }).trainedAt ? saved?.density : undefined;
console.log(
  outOfFold
    ? 'Detector density: out-of-fold on the training writers, the shipped model on the held-out ones.'
    : 'Detector density: no out-of-fold densities for the shipped model (npm run fit:writing -- --folds); the shipped model on every text, so the training texts are ones it learnt from.',
);
const density = new Map<string, number>();
for (const s of samples) {
  const known = s.heldOut ? undefined : outOfFold?.[s.id];
  density.set(s.id, known ?? (await detectErrors(s.text)).errorDensity);
}
// The fold models are fitted on two thirds of the writers, in fewer epochs on a shared CPU, and find fewer errors
// than the shipped one: their densities are put on the shipped model's scale by a straight line fitted on the dev
// writers (training writers the shipped model never learned from, so its densities there are honest), and the dev
// writers keep the shipped model's own.
if (outOfFold) {
  const dev = samples.filter((s) => !s.heldOut && isDevWriter(s.writer) && outOfFold[s.id] !== undefined);
  const pairs = await Promise.all(
    dev.map(async (s) => [outOfFold[s.id] as number, (await detectErrors(s.text)).errorDensity] as const),
  );
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const mx = mean(pairs.map(([x]) => x));
  const my = mean(pairs.map(([, y]) => y));
  const slope =
    pairs.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0) /
    Math.max(
      1e-12,
      pairs.reduce((sum, [x]) => sum + (x - mx) ** 2, 0),
    );
  const intercept = my - slope * mx;
  for (const s of samples) {
    if (s.heldOut || outOfFold[s.id] === undefined) continue;
    density.set(s.id, Math.max(0, intercept + slope * (outOfFold[s.id] as number)));
  }
  for (const [i, s] of dev.entries()) density.set(s.id, (pairs[i] as readonly [number, number])[1]);
  console.log(
    `  out-of-fold densities on the shipped model's scale: ${intercept.toFixed(4)} + ${slope.toFixed(3)} × fold density (fitted on ${dev.length} dev writers' texts; means ${mx.toFixed(4)} → ${my.toFixed(4)})`,
  );
}
const featureCache = new Map<string, number[]>();
const featuresOf = (s: Sample) => {
  const cached = featureCache.get(s.id);
  if (cached) return cached;
  const found = shownWithNewRules(s);
  const spelling = found.filter(isSpelling).length;
  const f = cefrFeatures(
    s.text,
    { spelling, grammar: found.length - spelling, all: raw(s).length, detected: density.get(s.id) ?? 0 },
    rankOf,
    tagsOf,
  );
  const row = CEFR_FEATURES.map((name) => f[name]);
  featureCache.set(s.id, row);
  return row;
};
const xTrain = train.map(featuresOf);
const yTrain = train.map((s) => s.level);
const signs = CEFR_FEATURES.map((n) => (NEGATIVE.includes(n) ? -1 : 0)) as (1 | -1 | 0)[];
// The explaining model: each feature's pull, for the reasons and the bands.
// (Fitting on the examiners' finer levels, A1.i … C2.ii, was tried and agreed no better.)
const linear = fitOrdinal(xTrain, yTrain, { levels: 6, l2: 2, iterations: 3000, signs });

// The deciding model: boosted trees on the level scale. Its settings and its cut points are
// chosen by 3-fold cross-validation over the training writers, never on the held-out ones.
const CONFIGS = [
  { trees: 300, depth: 3, rate: 0.05, minLeaf: 20 },
  { trees: 400, depth: 2, rate: 0.05, minLeaf: 30 },
];
const fold = (s: Sample) => (createHash('sha256').update(`fold:${s.writer}`).digest()[0] as number) % 3;
function tuneCuts(scores: number[], truth: number[]): number[] {
  let cuts = [0.5, 1.5, 2.5, 3.5, 4.5];
  const kappaOf = (c: number[]) =>
    quadraticKappa(
      truth,
      scores.map((x) => levelOfScore(x, c)),
      6,
    );
  let best = kappaOf(cuts);
  for (let pass = 0; pass < 3; pass++) {
    for (let k = 0; k < cuts.length; k++) {
      for (let d = -0.5; d <= 0.5; d += 0.05) {
        const c = [...cuts];
        c[k] = (cuts[k] as number) + d;
        if ((k > 0 && (c[k] as number) <= (c[k - 1] as number)) || (k < 4 && (c[k] as number) >= (c[k + 1] as number)))
          continue;
        const q = kappaOf(c);
        if (q > best) {
          best = q;
          cuts = c;
        }
      }
    }
  }
  return cuts;
}
let chosen = { config: CONFIGS[0] as (typeof CONFIGS)[number], kappa: -1, cuts: [] as number[], sigma: 1 };
for (const config of CONFIGS) {
  const outOfFold = new Array<number>(train.length).fill(0);
  for (let k = 0; k < 3; k++) {
    const fitRows = train.map((s, i) => (fold(s) === k ? -1 : i)).filter((i) => i >= 0);
    const m = fitBoostedTrees(
      fitRows.map((i) => xTrain[i] as number[]),
      fitRows.map((i) => yTrain[i] as number),
      { ...config, monotone: signs },
    );
    train.forEach((s, i) => {
      if (fold(s) === k) outOfFold[i] = boostedScore(m, xTrain[i] as number[]);
    });
  }
  const cuts = tuneCuts(outOfFold, yTrain);
  const kappa = quadraticKappa(
    yTrain,
    outOfFold.map((x) => levelOfScore(x, cuts)),
    6,
  );
  const sigma = Math.sqrt(outOfFold.reduce((sum, x, i) => sum + (x - (yTrain[i] as number)) ** 2, 0) / train.length);
  console.log(`  boosted trees ${JSON.stringify(config)}: cross-validated QWK ${kappa.toFixed(3)} on training writers`);
  if (kappa > chosen.kappa) chosen = { config, kappa, cuts, sigma };
}
const boosted = {
  ...fitBoostedTrees(xTrain, yTrain, { ...chosen.config, monotone: signs }),
  cuts: chosen.cuts,
  sigma: chosen.sigma,
};
const predictLevel = (s: Sample) => Math.min(5, levelOfScore(boostedScore(boosted, featuresOf(s)), boosted.cuts));

const agreement = (set: Sample[], predict: (s: Sample) => number) =>
  levelAgreement(
    set.map((s) => s.level),
    set.map(predict),
  );
const commonest = commonestLevel(train);
const fmt = (a: LevelAgreement) =>
  `exact ${(a.exact * 100).toFixed(1)} %, within one level ${(a.within * 100).toFixed(1)} %, QWK ${a.kappa.toFixed(3)}`;
const modelOn = (set: Sample[]) => agreement(set, predictLevel);
const trainFigures = modelOn(train);
const heldFigures = modelOn(held);
const baseline = agreement(held, () => commonest);
const checker = checkerFigures(held, shownWithNewRules);

console.log('\nChecker rules kept (training precision, findings):');
for (const [rule, c] of Object.entries(kept)) console.log(`  ${rule}: ${c.precision} (${c.findings})`);
console.log(`Rules dropped: ${Object.keys(dropped).length}`);
console.log('\nExplaining weights (standardised):');
CEFR_FEATURES.forEach((name, j) => {
  console.log(`  ${name}: ${(linear.weights[j] as number).toFixed(3)}`);
});
console.log(
  `Boosted trees chosen: ${JSON.stringify(chosen.config)}, cut points ${boosted.cuts.map((c) => c.toFixed(2)).join(', ')}`,
);
console.log(`\nTraining writers: ${fmt(trainFigures)}`);
console.log(`Held-out writers: ${fmt(heldFigures)}`);
console.log(`Baseline (always ${CEFR_LEVELS[commonest]}): ${fmt(baseline)}`);
console.log(
  `Checker on held-out writers: precision ${checker.precision.toFixed(3)}, recall ${checker.recall.toFixed(3)}, F0.5 ${checker.f05.toFixed(3)} (${checker.findings} findings, ${checker.corrections} corrections)`,
);

writeFileSync(
  join(root, 'src/server/features/writing-feedback/cefr-model.json'),
  `${JSON.stringify(
    {
      note: 'Written by npm run fit:cefr: boosted trees (the level) and an ordinal regression (the reasons) fitted to examiners’ CEFR levels on the Write & Improve training writers (Yannakoudakis et al. 2018). Derived weights only; no text of the corpus.',
      trainedOn: train.length,
      heldOut: { texts: held.length, ...heldFigures },
      model: { features: CEFR_FEATURES, linear, boosted },
    },
    null,
    2,
  )}\n`,
);

// In Biome's layout, so that committing a refit passes the lint.
execFileSync(
  join(root, 'node_modules/.bin/biome'),
  [
    'format',
    '--write',
    'src/server/features/writing-feedback/cefr-model.json',
    'src/server/features/writing-feedback/kept-rules.json',
  ],
  { cwd: root, stdio: 'inherit' },
);
