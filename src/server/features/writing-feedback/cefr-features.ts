// What a text shows about its writer's English, as numbers the CEFR model
// reads: vocabulary range and rarity against a word-frequency list, sentence
// and clause complexity, linking, and error density. Length is one signal of
// many. Pure: the frequency list is passed in, so the same code runs in the
// server, the calibration script and the tests.
import { countSentences, countWords } from '#src/domain/text.ts';

/** The rank of a word in a frequency list (1 = commonest), or undefined when unknown. */
export type RankOf = (lowercaseWord: string) => number | undefined;

/** Universal part-of-speech tags whose rates describe how sentences are built. */
const UPOS = [
  'ADJ',
  'ADP',
  'ADV',
  'AUX',
  'CCONJ',
  'DET',
  'NOUN',
  'NUM',
  'PART',
  'PRON',
  'PROPN',
  'SCONJ',
  'VERB',
] as const;
const POS_FEATURES = [
  ...UPOS.map((t) => `pos${t}` as const),
  'determinersPerNoun',
  'verbsPerSentence',
  'tagPairRange',
  'tagTripleRange',
] as const;

/** Part-of-speech tags of a text's words, in order (a tagger is passed in, like the frequency list). */
export type TagsOf = (text: string) => string[];

export const CEFR_FEATURES = [
  'logWords',
  'sentenceLength',
  'wordRange',
  'rareWords',
  'veryRareWords',
  'wordLength',
  'unknownWords',
  'spellingErrors',
  'grammarErrors',
  'joinedIdeas',
  'relativeClauses',
  'linkers',
  'commas',
  'complexVerbs',
  'capitalErrors',
  'checkerFlags',
  'basicWords',
  'sentences',
  'punctuationRange',
  'detectedErrors',
  ...POS_FEATURES,
] as const;
export type CefrFeature = (typeof CEFR_FEATURES)[number];
export type CefrFeatures = Record<CefrFeature, number>;

/** Words that join a second idea to a sentence (subordination). */
const JOINERS = new Set([
  'because',
  'although',
  'though',
  'if',
  'when',
  'while',
  'whereas',
  'unless',
  'since',
  'until',
  'before',
  'after',
  'so',
  'but',
  'whether',
]);
const RELATIVES = new Set(['which', 'who', 'whom', 'whose', 'where']);
/** Cohesive devices beyond "and", "but", "then". */
const LINKERS = [
  'however',
  'therefore',
  'moreover',
  'furthermore',
  'nevertheless',
  'nonetheless',
  'consequently',
  'meanwhile',
  'otherwise',
  'instead',
  'besides',
  'firstly',
  'secondly',
  'finally',
  'overall',
  'in addition',
  'for example',
  'for instance',
  'on the other hand',
  'as a result',
  'in conclusion',
  'to sum up',
  'in my opinion',
  'as well as',
  'such as',
  'even though',
  'in order to',
];
const LINKER_PATTERN = new RegExp(`\\b(?:${LINKERS.join('|')})\\b`, 'g');
/** be/have + participle, and modal verbs: a rough measure of verb-form range. */
const COMPLEX_VERB =
  /\b(?:(?:is|are|was|were|been|being|be)\s+\w+(?:ed|en)|(?:have|has|had)\s+(?:been|\w+(?:ed|en|ght|wn))|(?:would|could|should|might|must)\s+(?:have\s+)?\w+)\b/g;

const TOKEN = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;
const WINDOW = 50;

/** Moving-average type-token ratio: vocabulary range that does not fall as texts get longer. */
function movingTypeTokenRatio(tokens: string[]): number {
  if (tokens.length === 0) return 0;
  if (tokens.length <= WINDOW) return new Set(tokens).size / tokens.length;
  const counts = new Map<string, number>();
  for (const t of tokens.slice(0, WINDOW)) counts.set(t, (counts.get(t) ?? 0) + 1);
  let sum = counts.size;
  for (let i = WINDOW; i < tokens.length; i++) {
    const out = tokens[i - WINDOW] as string;
    const left = (counts.get(out) ?? 0) - 1;
    if (left === 0) counts.delete(out);
    else counts.set(out, left);
    const inWord = tokens[i] as string;
    counts.set(inWord, (counts.get(inWord) ?? 0) + 1);
    sum += counts.size;
  }
  return sum / (tokens.length - WINDOW + 1) / WINDOW;
}

/**
 * Findings the learner is shown (spelling, grammar), every flag the checker raised, shown or not, and the
 * learned error detector's expected errors per token (detector.ts's errorDensity).
 */
export type FindingCounts = { spelling: number; grammar: number; all: number; detected: number };

function posFeatures(tags: string[], sentences: number) {
  const words = tags.filter((t) => t !== 'PUNCT' && t !== 'SPACE' && t !== 'SYM' && t !== 'X');
  const n = Math.max(1, words.length);
  const counts = new Map<string, number>();
  for (const t of words) counts.set(t, (counts.get(t) ?? 0) + 1);
  const pairs = new Set<string>();
  const triples = new Set<string>();
  for (let i = 1; i < words.length; i++) pairs.add(`${words[i - 1]} ${words[i]}`);
  for (let i = 2; i < words.length; i++) triples.add(`${words[i - 2]} ${words[i - 1]} ${words[i]}`);
  const rates = Object.fromEntries(UPOS.map((t) => [`pos${t}`, ((counts.get(t) ?? 0) / n) * 100]));
  return {
    ...rates,
    determinersPerNoun: (counts.get('DET') ?? 0) / Math.max(1, counts.get('NOUN') ?? 0),
    verbsPerSentence: (counts.get('VERB') ?? 0) / sentences,
    // Distinct tag sequences, scaled for length: the variety of sentence patterns.
    tagPairRange: pairs.size / Math.sqrt(n),
    tagTripleRange: triples.size / Math.sqrt(n),
  } as Record<(typeof POS_FEATURES)[number], number>;
}

export function cefrFeatures(text: string, findings: FindingCounts, rankOf: RankOf, tagsOf: TagsOf): CefrFeatures {
  const words = Math.max(1, countWords(text));
  const sentences = countSentences(text);
  const raw = text.match(TOKEN) ?? [];
  const tokens = raw.map((t) => t.toLowerCase().replace(/’/g, "'"));
  let known = 0;
  let rare = 0;
  let veryRare = 0;
  let unknown = 0;
  let letters = 0;
  let basic = 0;
  let joiners = 0;
  let relatives = 0;
  raw.forEach((word, i) => {
    const lower = tokens[i] as string;
    letters += lower.length;
    if (JOINERS.has(lower)) joiners++;
    if (RELATIVES.has(lower)) relatives++;
    const rank = rankOf(lower);
    if (rank === undefined) {
      // Capitalised words are mostly names and places: neither rare vocabulary nor mistakes.
      if (word[0] === lower[0]) unknown++;
      return;
    }
    known++;
    if (rank <= 300) basic++;
    if (rank > 2000) rare++;
    if (rank > 6000) veryRare++;
  });
  const lower = text.toLowerCase();
  const per100 = (n: number) => (n / words) * 100;
  const lowercaseStarts = (text.match(/(?:^|[.!?]\s+)[a-z]/g) ?? []).length;
  const lowercaseI = (text.match(/(?:^|\s)i(?=[\s'’,.!?])/g) ?? []).length;
  return {
    logWords: Math.log(words),
    sentenceLength: Math.min(words / sentences, 40),
    wordRange: movingTypeTokenRatio(tokens),
    rareWords: known ? rare / known : 0,
    veryRareWords: known ? veryRare / known : 0,
    wordLength: tokens.length ? letters / tokens.length : 0,
    unknownWords: per100(unknown),
    spellingErrors: per100(findings.spelling),
    grammarErrors: per100(findings.grammar),
    joinedIdeas: joiners / sentences,
    relativeClauses: relatives / sentences,
    linkers: per100((lower.match(LINKER_PATTERN) ?? []).length),
    commas: (text.match(/,/g) ?? []).length / sentences,
    complexVerbs: (lower.match(COMPLEX_VERB) ?? []).length / sentences,
    capitalErrors: per100(lowercaseStarts + lowercaseI),
    checkerFlags: per100(findings.all),
    basicWords: known ? basic / known : 0,
    sentences: Math.log(sentences),
    punctuationRange: [';', ':', "'", '"', '(', '-', '!', '?'].filter((p) => text.includes(p)).length,
    detectedErrors: findings.detected * 100,
    ...posFeatures(tagsOf(text), sentences),
  };
}
