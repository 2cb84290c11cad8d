// `npm run fit:word-senses`: fit the word-sense model (src/server/features/
// dictionary/sense-model.ts) on SemCor's training documents and print how
// often the popup's first meaning is the annotators' sense on the held-out
// documents, beside WordNet's most frequent sense and a random sense.
//   1. Counts (per sense and per lexicographer class: context words and
//      collocations) from the training documents.
//   2. Weights: a conditional logit over each word's candidate senses, fitted
//      on features computed out of fold (5 folds of training documents, each
//      fold's features from the counts of the other four), so the weights
//      learn how far counts from other documents can be trusted. The smoothing
//      is chosen on the fifth fold.
//   3. The shipped file: counts of the training documents, pruned.
// Skips cleanly when ../shared/data/wsd is absent.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { packSenseModel, readPackedSenseModel } from '../src/server/features/word-help/packed-sense-model.ts';
import { createSenseChooser } from '../src/server/features/word-help/sense-choice.ts';
import {
  type Candidate,
  candidateFeatures,
  collocationsOf,
  contextWordsOf,
  countsOf,
  FEATURES,
  nearWordsOf,
  type SenseContext,
  type SenseModel,
} from '../src/server/features/word-help/sense-model.ts';
import { SENSE_MODEL_FILE } from '../src/server/features/word-help/sense-model-file.ts';
import { createLemmatizer } from '../src/server/language/lemmatizer.ts';
import { createWordNet } from '../src/server/language/wordnet.ts';
import { evaluate, printFigures } from './word-senses/evaluate.ts';
import { loadSemcor } from './word-senses/semcor.ts';

const sentences = loadSemcor();
if (!sentences) {
  console.log('fit:word-senses skipped: ../shared/data/wsd is not here.');
  process.exit(0);
}

const wordnet = createWordNet();
const lemmatizer = createLemmatizer(wordnet);
const empty: SenseModel = {
  beta: 1,
  gamma: 1,
  features: [...FEATURES],
  weights: [],
  background: { words: 0, collocations: 0, near: 0, word: {}, collocation: {}, nearWord: {} },
  senses: {},
  classes: {},
  forms: {},
};
const chooser = createSenseChooser(wordnet, countsOf(empty), lemmatizer);

type Example = {
  doc: string;
  context: SenseContext;
  candidates: Candidate[];
  gold: number;
  goldKey: string;
  goldClass: string | null;
  /** The annotated sense's part of speech (n, v, a, r). */
  goldPos: string;
};
const examples: Example[] = [];
let words = 0;
for (const sentence of sentences) {
  if (sentence.heldOut) continue;
  for (const word of sentence.words) {
    words++;
    const prepared = chooser.prepare(sentence.tokens, word.at);
    const gold = prepared.senses.findIndex((s) => s.synset === word.synset31);
    examples.push({
      doc: sentence.doc,
      context: prepared.context,
      candidates: prepared.candidates,
      gold,
      goldKey: prepared.senses[gold]?.senseKey ?? word.senseKey,
      goldClass: prepared.senses[gold]?.lexName ?? null,
      goldPos: word.pos,
    });
  }
}
const inCandidates = examples.filter((e) => e.gold >= 0).length;
console.log(
  `SemCor training documents: ${new Set(examples.map((e) => e.doc)).size}, tagged words ${words}; the annotators' sense is among the candidates for ${((100 * inCandidates) / words).toFixed(1)} %.`,
);

const foldOf = (doc: string) => (createHash('sha256').update(`fold:${doc}`).digest()[0] ?? 0) % 5;

type Counts = SenseModel['senses'][string];
function count(from: Example[], beta: number, gamma: number): SenseModel {
  const background = { words: 0, collocations: 0, near: 0, word: {}, collocation: {}, nearWord: {} };
  const model: SenseModel = { ...empty, beta, gamma, background, senses: {}, classes: {}, forms: {} };
  const bump = (record: Record<string, number>, items: string[]) => {
    for (const item of items) record[item] = (record[item] ?? 0) + 1;
  };
  const add = (table: Record<string, Counts>, key: string, items: string[], collocations: string[], near: string[]) => {
    const counts: Counts = table[key] ?? [0, {}, {}, {}];
    table[key] = counts;
    counts[0]++;
    bump(counts[1], items);
    bump(counts[2], collocations);
    bump(counts[3], near);
  };
  for (const e of from) {
    const items = contextWordsOf(e.context);
    const collocations = collocationsOf(e.context);
    const near = nearWordsOf(e.context);
    add(model.senses, e.goldKey, items, collocations, near);
    const form = model.forms[e.context.form] ?? {};
    model.forms[e.context.form] = form;
    bump(form, [`pos:${e.goldPos}`, e.goldKey]);
    if (e.goldClass) add(model.classes, e.goldClass, items, collocations, near);
    bump(model.background.word, items);
    bump(model.background.collocation, collocations);
    bump(model.background.nearWord, near);
    model.background.words += items.length;
    model.background.collocations += collocations.length;
    model.background.near += near.length;
  }
  return model;
}

/** A word's candidates' features, flat: candidate c's feature i at c * FEATURES.length + i. */
type Row = { fold: number; features: Float64Array; candidates: number; gold: number };
const F = FEATURES.length;

/** Out-of-fold features of every example with its gold sense among the candidates and a choice to make. */
function outOfFold(beta: number, gamma: number): Row[] {
  const rows: Row[] = [];
  for (let fold = 0; fold < 5; fold++) {
    const model = count(
      examples.filter((e) => foldOf(e.doc) !== fold),
      beta,
      gamma,
    );
    for (const e of examples) {
      if (foldOf(e.doc) !== fold || e.gold < 0 || e.candidates.length < 2) continue;
      const features = new Float64Array(e.candidates.length * F);
      for (const [c, f] of candidateFeatures(countsOf(model), e.context, e.candidates).entries())
        features.set(f, c * F);
      rows.push({ fold, features, candidates: e.candidates.length, gold: e.gold });
    }
  }
  return rows;
}

// Typed arrays are read in bounds here; `at` keeps TypeScript's unchecked-index rule without assertions.
const at = (array: Float64Array, i: number) => array[i] ?? 0;

function scoresOf(row: Row, w: Float64Array): Float64Array {
  const scores = new Float64Array(row.candidates);
  for (let c = 0; c < row.candidates; c++) {
    let s = 0;
    for (let i = 0; i < F; i++) s += at(row.features, c * F + i) * at(w, i);
    scores[c] = s;
  }
  return scores;
}

/** Conditional logit: maximise the log-probability of the gold candidate, with a small L2 penalty (full-batch Adam). */
function fitWeights(rows: Row[], epochs: number): number[] {
  const w = new Float64Array(F);
  const m = new Float64Array(F);
  const v = new Float64Array(F);
  const lambda = 1e-4;
  const rate = 0.05;
  for (let epoch = 1; epoch <= epochs; epoch++) {
    const grad = new Float64Array(F);
    for (const row of rows) {
      const scores = scoresOf(row, w);
      const max = Math.max(...scores);
      let total = 0;
      for (let c = 0; c < row.candidates; c++) {
        scores[c] = Math.exp(at(scores, c) - max);
        total += at(scores, c);
      }
      for (let c = 0; c < row.candidates; c++) {
        const p = at(scores, c) / total - (c === row.gold ? 1 : 0);
        for (let i = 0; i < F; i++) grad[i] = at(grad, i) + p * at(row.features, c * F + i);
      }
    }
    for (let i = 0; i < F; i++) {
      const g = at(grad, i) / rows.length + lambda * at(w, i);
      m[i] = 0.9 * at(m, i) + 0.1 * g;
      v[i] = 0.999 * at(v, i) + 0.001 * g * g;
      w[i] = at(w, i) - (rate * (at(m, i) / (1 - 0.9 ** epoch))) / (Math.sqrt(at(v, i) / (1 - 0.999 ** epoch)) + 1e-8);
    }
  }
  return [...w];
}

const accuracy = (rows: Row[], weights: number[]) => {
  const w = Float64Array.from(weights);
  return (
    rows.filter((row) => {
      const scores = scoresOf(row, w);
      return scores.indexOf(Math.max(...scores)) === row.gold;
    }).length / rows.length
  );
};
const firstSenseAccuracy = (rows: Row[]) =>
  accuracy(
    rows,
    FEATURES.map((f) => (f === 'firstSense' ? 1 : f === 'posMatch' ? 2 : 0)),
  );

// Smoothing chosen on fold 4 with weights fitted on folds 0-3 (training documents only).
let best = { beta: 1, gamma: 10, score: -1 };
for (const beta of (process.env.FIT_BETAS ?? '2,20').split(',').map(Number)) {
  for (const gamma of (process.env.FIT_GAMMAS ?? '20').split(',').map(Number)) {
    const rows = outOfFold(beta, gamma);
    const w = fitWeights(
      rows.filter((r) => r.fold !== 4),
      40,
    );
    const score = accuracy(
      rows.filter((r) => r.fold === 4),
      w,
    );
    console.log(
      `  smoothing beta=${beta} gamma=${gamma}: fold-4 accuracy ${(100 * score).toFixed(2)} % (first sense of the tagged part of speech: ${(100 * firstSenseAccuracy(rows.filter((r) => r.fold === 4))).toFixed(2)} %)`,
    );
    if (score > best.score) best = { beta, gamma, score };
  }
}
const rows = outOfFold(best.beta, best.gamma);
const weights = fitWeights(rows, 80);
console.log(`Chosen beta=${best.beta} gamma=${best.gamma}; weights:`);
for (const [i, f] of FEATURES.entries()) console.log(`  ${f.padEnd(18)} ${(weights[i] ?? 0).toFixed(3)}`);

// The shipped counts: all training documents, pairs seen once dropped (noise, and most of the file).
const full = count(examples, best.beta, best.gamma);
const prune = (record: Record<string, number>) => Object.fromEntries(Object.entries(record).filter(([, n]) => n >= 2));
const shipped: SenseModel = {
  ...full,
  weights,
  features: [...FEATURES],
  senses: Object.fromEntries(
    Object.entries(full.senses).map(([k, c]) => [k, [c[0], prune(c[1]), prune(c[2]), prune(c[3])] as Counts]),
  ),
  classes: Object.fromEntries(
    Object.entries(full.classes).map(([k, c]) => [k, [c[0], prune(c[1]), prune(c[2]), prune(c[3])] as Counts]),
  ),
  forms: Object.fromEntries(Object.entries(full.forms).filter(([, f]) => Object.values(f).some((n) => n >= 2))),
  background: {
    ...full.background,
    word: prune(full.background.word),
    collocation: prune(full.background.collocation),
    nearWord: prune(full.background.nearWord),
  },
};
const bytes = gzipSync(JSON.stringify(shipped), { level: 9 });
writeFileSync(SENSE_MODEL_FILE, bytes);
console.log(`Wrote ${SENSE_MODEL_FILE} (${(bytes.length / 1024).toFixed(0)} KB gzipped).`);

printFigures(
  evaluate(
    sentences.filter((s) => s.heldOut),
    createSenseChooser(wordnet, readPackedSenseModel(packSenseModel(shipped)), lemmatizer),
    wordnet,
    (key) => full.senses[key]?.[0] ?? 0,
  ),
);
