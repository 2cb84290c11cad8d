// Which sense of a word its sentence uses: a supervised word-sense model in
// the style of IMS ("It Makes Sense", Zhong and Ng 2010), fitted on the
// sense-tagged SemCor documents by `npm run fit:word-senses`
// (scripts/fit-word-senses.ts), which also prints its held-out figures.
//
// Each candidate sense gets a few evidence scores and a log-linear model
// (conditional logit over the word's candidates, weights fitted, not hand-set)
// adds them up:
// - priors: WordNet's sense order and tagged counts, and how often the sense
//   was tagged in the training documents;
// - the sentence's other content words and the words right beside the target
//   (collocations), as naive-Bayes log-likelihood ratios learned per sense,
//   backed off to the sense's lexicographer class (noun.food, verb.motion…)
//   so that senses never seen in training still get context evidence;
// - overlap of the sentence with the sense's gloss, examples, synonyms and its
//   hypernym's gloss (Lesk);
// - whether the sense's part of speech is the one the tagger read (all parts of
//   speech are candidates, so a tagger mistake can be outweighed).
// The fitting script and the site compute the features with this same file.

export type SenseContext = {
  /** Lemmas of the sentence's other content words, lower case. */
  words: string[];
  /** Those of them within three tokens of the target. */
  near: string[];
  /** The words beside the target, lower case ('' at the sentence's edge). */
  left1: string;
  left2: string;
  right1: string;
  right2: string;
  leftPos: string;
  rightPos: string;
  /** The tagger's universal part of speech for the target (NOUN, VERB, ADJ, ADV, PROPN…). */
  taggerPos: string;
  /** The tagger's lemma for the target, lower case. */
  taggerLemma: string;
  /** The word as written, lower case ('received', 'left'). */
  form: string;
};

export type Candidate = {
  /** A sense of a multi-word expression around the word ('phone bill'), not of the word alone. */
  expression: boolean;
  senseKey: string;
  lemma: string;
  pos: 'n' | 'v' | 'a' | 's' | 'r';
  lexName: string;
  senseNumber: number;
  tagCount: number;
  /** Lemmas of the sense's gloss, examples, synonyms and hypernym gloss. */
  signature: ReadonlySet<string>;
};

/** Counts for one sense or one lexicographer class: [tagged tokens, context words, collocations, near words]. */
type Counts = [number, Record<string, number>, Record<string, number>, Record<string, number>];

export type SenseModel = {
  /** Smoothing: pseudo-counts from the class for a sense, and from all words for a class. */
  beta: number;
  gamma: number;
  features: string[];
  weights: number[];
  /** Context-word and collocation totals over all tagged tokens. */
  background: {
    words: number;
    collocations: number;
    near: number;
    word: Record<string, number>;
    collocation: Record<string, number>;
    nearWord: Record<string, number>;
  };
  senses: Record<string, Counts>;
  classes: Record<string, Counts>;
  /**
   * Per written form, how often the training documents tagged it with each part of speech ('pos:v') and each
   * sense: the tagger reads 'received' as an adjective where people read a verb, and 'left' has its own senses.
   */
  forms: Record<string, Record<string, number>>;
};

const TAGGER_POS = ['NOUN', 'VERB', 'ADJ', 'ADV'] as const;
const SENSE_POS = ['n', 'v', 'a', 'r'] as const;
const sensePos = (pos: Candidate['pos']) => (pos === 's' ? 'a' : pos);
const taggerFamily = (tag: string) => (tag === 'PROPN' ? 'NOUN' : tag);

export const FEATURES = [
  'wordnetCount',
  'firstSense',
  'senseRank',
  'trainedShare',
  'unseenSense',
  'contextSense',
  'contextClass',
  'contextSenseMean',
  'nearSense',
  'nearClass',
  'collocationSense',
  'collocationClass',
  'gloss',
  'posMatch',
  'lemmaMatch',
  'formPos',
  'formSense',
  'expression',
  ...TAGGER_POS.flatMap((t) => SENSE_POS.map((p) => `tag:${t}>${p}`)),
] as const;

/** The collocation features of a target: neighbours and their parts of speech, as IMS uses. */
export function collocationsOf(context: SenseContext): string[] {
  const { left1, left2, right1, right2 } = context;
  return [
    `L1:${left1}`,
    `R1:${right1}`,
    `L2:${left2} ${left1}`,
    `R2:${right1} ${right2}`,
    `LR:${left1} ${right1}`,
    `PL:${context.leftPos}`,
    `PR:${context.rightPos}`,
  ];
}

/** The sentence's context words, each once. */
export const contextWordsOf = (context: SenseContext) => [...new Set(context.words)];
/** The context words near the target, each once. */
export const nearWordsOf = (context: SenseContext) => [...new Set(context.near)];

/** A context field: 1 the sentence's words, 2 the collocations, 3 the near words. */
export type Field = 1 | 2 | 3;

/** A sense's or a class's counts: its tagged tokens, and how often each item came with them. */
export type CountTable = { tagged: number; count(field: Field, item: string): number };

/**
 * What the features read of the counts: the fitting script's JSON model through `countsOf`, or the site's
 * packed copy of it (packed-sense-model.ts), which holds the same numbers in a fifth of the memory.
 */
export type SenseCounts = {
  beta: number;
  gamma: number;
  /** All tagged tokens' context words, collocations and near words, by field. */
  total(field: Field): number;
  background(field: Field, item: string): number;
  sense(key: string): CountTable | undefined;
  lexClass(name: string): CountTable | undefined;
  /** How often a written form was tagged with a part of speech ('pos:v') or a sense key. */
  formCount(form: string, key: string): number;
};

/** The fitted model with what scoring needs: its counts and the weights of FEATURES. */
export type ScoringModel = SenseCounts & { weights: readonly number[] };

const BACKGROUND_KEYS = { 1: 'word', 2: 'collocation', 3: 'nearWord' } as const;
const TOTAL_KEYS = { 1: 'words', 2: 'collocations', 3: 'near' } as const;

const tableOf = (counts: Counts | undefined): CountTable | undefined =>
  counts && { tagged: counts[0], count: (field, item) => counts[field][item] ?? 0 };

/** The JSON model's counts as the features read them (the fitting script; tests). */
export function countsOf(model: Omit<SenseModel, 'features'>): ScoringModel {
  return {
    beta: model.beta,
    gamma: model.gamma,
    weights: model.weights,
    total: (field) => model.background[TOTAL_KEYS[field]],
    background: (field, item) => model.background[BACKGROUND_KEYS[field]][item] ?? 0,
    sense: (key) => tableOf(model.senses[key]),
    lexClass: (name) => tableOf(model.classes[name]),
    formCount: (form, key) => model.forms[form]?.[key] ?? 0,
  };
}

/**
 * Sum over the observed items of log P(item | sense) / P(item), P(item | sense)
 * smoothed towards P(item | class), P(item | class) towards P(item).
 */
function evidence(
  model: SenseCounts,
  items: string[],
  sense: CountTable | undefined,
  cls: CountTable | undefined,
  field: Field,
): { sense: number; cls: number } {
  const { beta, gamma } = model;
  const backgroundTotal = model.total(field);
  let senseScore = 0;
  let classScore = 0;
  const senseTotal = sense?.tagged ?? 0;
  const classTotal = cls?.tagged ?? 0;
  for (const item of items) {
    const p = (model.background(field, item) + 0.5) / (backgroundTotal + 0.5);
    const inClass = cls?.count(field, item) ?? 0;
    const pClass = (inClass + gamma * p) / (classTotal + gamma);
    const inSense = sense?.count(field, item) ?? 0;
    const pSense = (inSense + beta * pClass) / (senseTotal + beta);
    senseScore += Math.log(pSense / p);
    classScore += Math.log(pClass / p);
  }
  return { sense: senseScore, cls: classScore };
}

/** The features of every candidate, in FEATURES order. */
export function candidateFeatures(model: SenseCounts, context: SenseContext, candidates: Candidate[]): number[][] {
  const words = contextWordsOf(context);
  const near = nearWordsOf(context);
  const collocations = collocationsOf(context);
  const tag = taggerFamily(context.taggerPos);
  const trained = candidates.map((c) => model.sense(c.senseKey)?.tagged ?? 0);
  const trainedTotal = trained.reduce((a, b) => a + b, 0);
  const formCount = (key: string) => model.formCount(context.form, key);
  const formTotal = ['n', 'v', 'a', 'r'].reduce((sum, p) => sum + formCount(`pos:${p}`), 0);
  const countTotal = candidates.reduce((a, c) => a + c.tagCount, 0);
  return candidates.map((c, i) => {
    const sense = model.sense(c.senseKey);
    const cls = model.lexClass(c.lexName);
    const around = evidence(model, words, sense, cls, 1);
    const beside = evidence(model, collocations, sense, cls, 2);
    const close = evidence(model, near, sense, cls, 3);
    let overlap = 0;
    for (const w of words) if (c.signature.has(w)) overlap++;
    const pos = sensePos(c.pos);
    return [
      Math.log((c.tagCount + 0.5) / (countTotal + 0.5 * candidates.length)),
      c.senseNumber === 1 ? 1 : 0,
      Math.log(c.senseNumber),
      Math.log(((trained[i] ?? 0) + 0.5) / (trainedTotal + 0.5 * candidates.length)),
      (trained[i] ?? 0) === 0 ? 1 : 0,
      around.sense,
      around.cls,
      around.sense / Math.max(1, words.length),
      close.sense,
      close.cls,
      beside.sense,
      beside.cls,
      Math.log1p(overlap),
      pos === { NOUN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r' }[tag] ? 1 : 0,
      c.lemma === context.taggerLemma ? 1 : 0,
      Math.log((formCount(`pos:${pos}`) + 0.5) / (formTotal + 2)),
      Math.log((formCount(c.senseKey) + 0.5) / (formTotal + 0.5 * candidates.length)),
      c.expression ? 1 : 0,
      ...TAGGER_POS.flatMap((t) => SENSE_POS.map((p) => (t === tag && p === pos ? 1 : 0))),
    ];
  });
}

/** Each candidate's score (higher fits better). */
export function scoreCandidates(model: ScoringModel, context: SenseContext, candidates: Candidate[]): number[] {
  return candidateFeatures(model, context, candidates).map((f) =>
    f.reduce((sum, value, i) => sum + value * (model.weights[i] ?? 0), 0),
  );
}
