// Word help in context: whether a tapped word is a name, and what the
// passage's own vocabulary says. Which WordNet sense fits the sentence is
// chosen on the server by a fitted model (features/word-help/sense-model.ts).
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

/** Languages the popup can show a sense's words in (the Open Multilingual Wordnet's, shipped with the site). */
export const TRANSLATION_LANGUAGES = ['fr', 'ar', 'fa', 'es', 'uk'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/**
 * The language the popup asks a meaning's words in (issue 33): the learner's
 * interface language when the wordnet has a table for it, else French (an
 * English interface keeps the French it always had).
 */
export function translationLanguageFor(interfaceLanguage: string): TranslationLanguage {
  return (TRANSLATION_LANGUAGES as readonly string[]).includes(interfaceLanguage)
    ? (interfaceLanguage as TranslationLanguage)
    : 'fr';
}

/** At most this many meanings behind 'More meanings'. */
export const MAX_MORE_MEANINGS = 4;

/** A rough stem, so that 'payment' and 'pay', 'rented' and 'rent' meet. */
export function roughStem(word: string): string {
  const w = word.toLowerCase().replace(/’/g, "'");
  for (const suffix of ['ments', 'ment', 'ings', 'ing', 'ers', 'er', 'ies', 'ed', 'es', 's', 'al', 'ly']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) return w.slice(0, -suffix.length);
  }
  return w;
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

/**
 * Whether the passage writes the word with a capital somewhere a sentence doesn't start: how a story shows that a
 * word at the start of a sentence ('Grace wants the flat.') is a name and not a common word.
 */
export function capitalisedInPassage(word: string, text: string): boolean {
  return text.split(/(?<=[.!?…])\s+|\n+/).some((sentence) => capitalisedMidSentence(word, sentence));
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
