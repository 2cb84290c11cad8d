// A WordNet sense's words in the learner's language, from the Open
// Multilingual Wordnet (built by scripts/build-sense-translations.ts into
// translations/<language>.tsv.gz, each with its source's licence; NOTICE).
// Loaded per language at its first use and kept: one line per sense.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TranslationLanguage } from '#src/domain/word-help.ts';
import { shippedFile } from '#src/server/lib/shipped-file.ts';

/** Where each language's words come from, as the popup names it. */
export const TRANSLATION_SOURCES: Record<TranslationLanguage, string> = {
  fr: 'Open Multilingual Wordnet (WOLF)',
  ar: 'Open Multilingual Wordnet (Arabic WordNet, Wiktionary)',
  fa: 'Open Multilingual Wordnet (Persian WordNet, Wiktionary)',
  es: 'Open Multilingual Wordnet (Wiktionary)',
  uk: 'Open Multilingual Wordnet (Wiktionary)',
};

/** The words an editor wrote for a meaning the wordnet has none or a wrong one for (decision 037). */
export const TEAM_SOURCE = 'English Commons team';

const DIR = shippedFile('src/server/features/word-help/translations');

export function createTranslations(dir = DIR) {
  const tables = new Map<TranslationLanguage, Map<string, string[]>>();

  function table(language: TranslationLanguage): Map<string, string[]> {
    let words = tables.get(language);
    if (words) return words;
    words = new Map();
    const file = join(dir, `${language}.tsv.gz`);
    if (existsSync(file)) {
      for (const line of gunzipSync(readFileSync(file)).toString('utf8').split('\n')) {
        const [synset, ...list] = line.split('\t');
        if (synset && list.length) words.set(synset, list);
      }
    }
    tables.set(language, words);
    return words;
  }

  return {
    /** The sense's words in that language (WordNet 3.1 synset id), or none. */
    wordsFor(synset: string, language: TranslationLanguage): string[] {
      return table(language).get(synset) ?? [];
    },
  };
}
export type Translations = ReturnType<typeof createTranslations>;
