// Word help in context: which meaning of a tapped word fits its
// sentence, whether it is a name, and what the passage's own vocabulary says.
// The server feeds these with WordNet senses and a part-of-speech tagger.
import { normalizeWords } from './reading.ts';

export type WordNetPos = 'n' | 'v' | 'a' | 's' | 'r';
export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

export const POS_NAMES: Record<WordNetPos, PartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};

export type Sense = {
  pos: WordNetPos;
  definition: string;
  examples: string[];
  synonyms: string[];
  /** How often this sense was tagged in WordNet's sense-tagged corpus (index.sense). */
  tagCount: number;
};

/** At most this many meanings behind 'More meanings'. */
export const MAX_MORE_MEANINGS = 4;

// Words that say nothing about which sense is meant.
const STOP = new Set(
  `a an the of or and to in on at by for with from as into onto over under about than then that this these those
  which who whom whose what when where why how it its is are was were be been being have has had do does did
  not no so such some any all each every other another one two something someone somebody especially usually
  often very more most less least much many can could may might must shall should will would you your he she
  they them their his her we our us i me my up out off down`.split(/\s+/),
);

/** A rough stem, so that 'payment' and 'pay', 'rented' and 'rent' meet. */
export function roughStem(word: string): string {
  const w = word.toLowerCase().replace(/’/g, "'");
  for (const suffix of ['ments', 'ment', 'ings', 'ing', 'ers', 'er', 'ies', 'ed', 'es', 's', 'al', 'ly']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) return w.slice(0, -suffix.length);
  }
  return w;
}

const signatureWords = (text: string) => text.toLowerCase().match(/[\p{L}]+/gu) ?? [];

/**
 * The senses of the tagged part of speech, best first: a simplified Lesk
 * score (how many of the sentence's other content words appear in the
 * sense's definition, examples and synonyms; words of the sentences around
 * it count half), then WordNet's corpus counts,
 * then WordNet's own order. With no sense of that part of speech, all senses.
 * `normalize` turns a word into its lemma (the server passes WordNet's
 * lemmatiser; irregular forms like 'paid' need it).
 */
export function rankSenses(
  senses: Sense[],
  context: { pos: PartOfSpeech | null; words: string[]; nearby?: string[] },
  normalize: (word: string) => string = (w) => w,
): Sense[] {
  const key = (w: string) => roughStem(normalize(w.toLowerCase()));
  const keys = (words: string[]) => new Set(words.filter((w) => !STOP.has(w.toLowerCase())).map(key));
  const contextKeys = keys(context.words);
  const nearbyKeys = [...keys(context.nearby ?? [])].filter((k) => !contextKeys.has(k));
  const ofPos = context.pos ? senses.filter((s) => POS_NAMES[s.pos] === context.pos) : [];
  const pool = ofPos.length ? ofPos : senses;
  const seen = new Set<string>();
  return pool
    .filter((s) => !seen.has(s.definition) && !!seen.add(s.definition))
    .map((sense, order) => {
      const signature = new Set(
        [...signatureWords(sense.definition), ...sense.examples.flatMap(signatureWords), ...sense.synonyms]
          .filter((w) => !STOP.has(w))
          .map(key),
      );
      let overlap = 0;
      for (const k of contextKeys) if (signature.has(k)) overlap++;
      for (const k of nearbyKeys) if (signature.has(k)) overlap += 0.5;
      // The corpus count breaks ties but never outweighs one shared word (ln(1 + count) / 10 < 1 up to ~8000).
      return { sense, order, score: overlap + Math.log1p(sense.tagCount) / 10 };
    })
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .map((x) => x.sense);
}

/**
 * A word that starts with a capital letter where a sentence does not start
 * (the landlord 'Mr Chen', 'Amira' after a comma) is probably a name.
 */
export function capitalisedMidSentence(word: string, sentence: string): boolean {
  if (!/^\p{Lu}/u.test(word) || word === 'I') return false;
  const words: string[] = sentence.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
  const at = words.indexOf(word);
  return at > 0;
}

export type VocabularyEntry = { word: string; definition: string; sentence?: string };

/** The passage's own entry for a word, matched on the word, its lemma or a rough stem ('bedrooms' for 'bedroom'). */
export function vocabularyEntryFor<T extends VocabularyEntry>(forms: string[], vocabulary: T[]): T | null {
  const wanted = new Set(forms.map((f) => f.toLowerCase()));
  const stems = new Set(forms.map(roughStem));
  return (
    vocabulary.find((v) => wanted.has(v.word.toLowerCase())) ??
    vocabulary.find((v) => stems.has(roughStem(v.word))) ??
    null
  );
}

const fold = (w: string) =>
  w
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^(l|d|j|m|n|s|t|qu)'/, '');

/** The French words a French definition names in brackets at its end: '… (gare)', '… (mensuel, mensuelle)'. */
export function frenchEquivalents(definition: string): string[] {
  const match = definition.match(/\(([^()]+)\)\s*$/);
  return match?.[1]
    ? match[1]
        .split(/[,/;]|\bou\b/)
        .map((w) => w.trim())
        .filter(Boolean)
    : [];
}

/**
 * A word tapped in the French column: the passage's French vocabulary entry
 * whose French equivalent (or whose English word, for shared words like
 * 'station') it is; null when the passage has none.
 */
export function frenchVocabularyEntryFor<T extends { word: string; definition: string }>(
  frenchWord: string,
  vocabulary: T[],
): T | null {
  const wanted = fold(frenchWord);
  if (!wanted) return null;
  const plainPlural = wanted.replace(/(s|x)$/, '');
  const same = (w: string) => {
    const f = fold(w);
    return f === wanted || f === plainPlural || f.split(/\s+/).includes(wanted);
  };
  return (
    vocabulary.find((v) => frenchEquivalents(v.definition).some(same)) ??
    vocabulary.find((v) => fold(v.word) === wanted) ??
    null
  );
}

export const collapseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

export type GlossCheck = 'ok' | 'not-in-passage' | 'not-in-sentence';

/**
 * Whether a French gloss may be asked of the AI service: only for a word of
 * one of the passage's own sentences (white space aside), so the endpoint is
 * no free translator and its cache stays bounded by the library.
 */
export function checkGlossRequest(word: string, sentence: string, passageText: string): GlossCheck {
  const wanted = collapseSpace(sentence);
  if (!wanted || !collapseSpace(passageText).includes(wanted)) return 'not-in-passage';
  const [target] = normalizeWords(word);
  return target && normalizeWords(wanted).includes(target) ? 'ok' : 'not-in-sentence';
}
