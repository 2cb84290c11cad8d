// A word's dictionary form as a noun, a verb and an adjective, the way
// WordNet's own morphy finds it: an exception list ('mice', 'went', 'better'),
// then suffix rules whose result must be a WordNet lemma of that part of
// speech. This is wink-lemmatizer's method and wink-lexicon's exception lists
// (MIT); wink-lemmatizer asked its own copy of WordNet's 77,262 words and
// their lexicographer files, about 15 MB of the server's heap, which the sense
// index the dictionary already holds (wordnet.ts) answers as well (issue 34).
import adjectiveExceptions from 'wink-lexicon/src/wn-adjective-exceptions.js';
import nounExceptions from 'wink-lexicon/src/wn-noun-exceptions.js';
import verbExceptions from 'wink-lexicon/src/wn-verb-exceptions.js';
import type { WordNet } from './wordnet.ts';

export type Lemmatizer = { noun(word: string): string; verb(word: string): string; adjective(word: string): string };

const EXCEPTIONS: Record<'noun' | 'verb' | 'adjective', Record<string, string>> = {
  noun: nounExceptions,
  verb: verbExceptions,
  adjective: adjectiveExceptions,
};
// Own properties only: 'constructor' is not an exception.
const exception = (pos: keyof typeof EXCEPTIONS, word: string) =>
  Object.hasOwn(EXCEPTIONS[pos], word) ? EXCEPTIONS[pos][word] : undefined;

const NOUN_RULES: [RegExp, string][] = [
  [/s$/, ''],
  [/ses$/, 's'],
  [/xes$/, 'x'],
  [/zes$/, 's'],
  [/ves$/, 'f'],
  [/ches$/, 'ch'],
  [/shes$/, 'sh'],
  [/men$/, 'man'],
  [/ies$/, 'y'],
];

export function createLemmatizer(wordnet: Pick<WordNet, 'lexFiles'>): Lemmatizer {
  // Only lemmas of three letters or more, letters only, as wink-lemmatizer's word list: WordNet also has
  // 'wa' (Washington), 'ha' and 'it' (information technology), which would make 'was' 'wa' and 'its' 'it'.
  const files = (lemma: string) => (/^[a-z]{3,}$/.test(lemma) ? wordnet.lexFiles(lemma) : []);
  const isNoun = (lemma: string) => files(lemma).some((file) => file > 2 && file < 29);
  const isVerb = (lemma: string) => files(lemma).some((file) => file > 28 && file < 44);
  const isAdjective = (lemma: string) => files(lemma).some((file) => file < 2);

  return {
    noun(noun) {
      const listed = exception('noun', noun);
      if (listed) return listed;
      for (const [suffix, by] of NOUN_RULES) {
        const lemma = noun.replace(suffix, by);
        if (lemma.length !== noun.length && isNoun(lemma)) return lemma;
      }
      return noun;
    },
    verb(verb) {
      const listed = exception('verb', verb);
      if (listed) return listed;
      let lemma = verb.replace(/s$/, '');
      if (lemma.length !== verb.length && isVerb(lemma)) return lemma;
      lemma = verb.replace(/ies$/, 'y');
      if (lemma.length !== verb.length && isVerb(lemma)) return lemma;
      lemma = verb.replace(/es$|ed$|ing$/, '');
      if (lemma.length !== verb.length) {
        if (isVerb(lemma)) return lemma;
        if (isVerb(`${lemma}e`)) return `${lemma}e`;
      }
      return verb;
    },
    adjective(adjective) {
      const listed = exception('adjective', adjective);
      if (listed) return listed;
      const lemma = adjective.replace(/est$|er$/, '');
      if (lemma.length === adjective.length) return adjective;
      if (isAdjective(lemma)) return lemma;
      if (isAdjective(`${lemma}e`)) return `${lemma}e`;
      return adjective;
    },
  };
}
