// Written by `npm run build:word-help-coverage` (scripts/build-word-help-coverage.ts): do not edit.
// Per language, the share of a reader's taps on the library's story words
// (each word as often as it occurs, the 58,798 of 77,882 taps the popup explains)
// whose first meaning has a word in that language: what a learner tapping
// words gets. The language menu says it.
import type { TranslationLanguage } from './word-help.ts';

export const WORD_HELP_COVERAGE: Record<TranslationLanguage, number> = {
  fr: 0.888,
  ar: 0.798,
  fa: 0.732,
  es: 0.785,
  uk: 0.6,
};

/** Per language, the library's stories with a translation the team wrote (decision 037). */
export const STORY_TRANSLATIONS: Record<TranslationLanguage, number> = {
  fr: 175,
  ar: 82,
  fa: 82,
  uk: 82,
  es: 82,
};
