// Written by `npm run build:word-help-coverage` (scripts/build-word-help-coverage.ts): do not edit.
// Per language, the share of the library's content words whose sense has a
// word in that language in the shipped Open Multilingual Wordnet tables: what
// the word popup can show. The language menu says it.
import type { TranslationLanguage } from './word-help.ts';

export const WORD_HELP_COVERAGE: Record<TranslationLanguage, number> = {
  fr: 0.94,
  ar: 0.781,
  fa: 0.642,
  es: 0.697,
  uk: 0.402,
};
