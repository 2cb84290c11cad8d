// Issue 33's honest language list: per language, the share of the library's
// content words (each passage's table of senses, passage-senses.ts) whose
// sense has a word in that language in the shipped translation tables
// (translations.ts). That is what the word popup can show a learner reading
// the library. `npm run build:word-help-coverage` writes the figures to
// src/domain/word-help-coverage.ts for the language menu; a test recomputes
// them, so they cannot drift from the tables or the library.
import type { LibraryPassage } from '#src/domain/library.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#src/domain/word-help.ts';
import type { WordNet } from '#src/server/language/wordnet.ts';
import { createTranslations, type Translations } from './translations.ts';

/** Shares from 0 to 1, to three decimals, per language the popup can show. */
export type WordHelpCoverage = Record<TranslationLanguage, number>;

export function wordHelpCoverage(
  passages: readonly Pick<LibraryPassage, 'wordSenses'>[],
  wordnet: WordNet,
  translations: Pick<Translations, 'wordsFor'> = createTranslations(),
): { words: number; share: WordHelpCoverage } {
  const synsets = new Map<string, string | null>();
  const synsetOf = (senseKey: string) => {
    if (!synsets.has(senseKey)) synsets.set(senseKey, wordnet.sense(senseKey)?.synset ?? null);
    return synsets.get(senseKey) ?? null;
  };
  const entries = passages.flatMap((p) => p.wordSenses ?? []);
  const share = {} as WordHelpCoverage;
  for (const language of TRANSLATION_LANGUAGES) {
    const covered = entries.filter((e) => {
      const synset = synsetOf(e.sense);
      return synset !== null && translations.wordsFor(synset, language).length > 0;
    }).length;
    share[language] = entries.length ? Math.round((covered / entries.length) * 1000) / 1000 : 0;
  }
  return { words: entries.length, share };
}
