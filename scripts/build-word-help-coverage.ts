// `npm run build:word-help-coverage`: per language, the share of a reader's
// taps on the library's story words whose popup gives a word in that language
// (src/server/features/word-help/coverage.ts), written to
// src/domain/word-help-coverage.ts for the language menu (decision 029).
// Run it after `npm run build:sense-translations`, `npm run
// resolve:word-senses` or a change to the library; coverage.test.ts fails
// until the figures are written again. About a minute: every word of every
// story is looked up.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storyTranslationCounts } from '../src/domain/library.ts';
import { loadLibrary } from '../src/server/ai/library.ts';
import { wordHelpCoverage } from '../src/server/features/word-help/coverage.ts';
import { createDictionary } from '../src/server/features/word-help/service.ts';
import { createWordNet } from '../src/server/language/wordnet.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const library = loadLibrary(join(root, 'content'));
const dictionary = createDictionary({
  plainDefinitions: library.plainDefinitions,
  siteSenses: library.siteSenses,
  senseWords: library.senseWords,
});
const { taps, explained, share, easiest } = await wordHelpCoverage(
  library.passages,
  dictionary,
  createWordNet(),
  undefined,
  library.senseWords,
);
const lines = Object.entries(share).map(([language, value]) => `  ${language}: ${value},`);
const stories = storyTranslationCounts(library.passages);
const storyLines = Object.entries(stories).map(([language, count]) => `  ${language}: ${count},`);
writeFileSync(
  join(root, 'src/domain/word-help-coverage.ts'),
  `// Written by \`npm run build:word-help-coverage\` (scripts/build-word-help-coverage.ts): do not edit.
// Per language, the share of a reader's taps on the library's story words
// (each word as often as it occurs, the ${explained.toLocaleString('en')} of ${taps.toLocaleString('en')} taps the popup explains)
// whose first meaning has a word in that language: what a learner tapping
// words gets. The language menu says it.
import type { TranslationLanguage } from './word-help.ts';

export const WORD_HELP_COVERAGE: Record<TranslationLanguage, number> = {
${lines.join('\n')}
};

/** Per language, the library's stories with a translation the team wrote (decision 037). */
export const STORY_TRANSLATIONS: Record<TranslationLanguage, number> = {
${storyLines.join('\n')}
};
`,
);
console.log(`${explained} of ${taps} taps explained`);
for (const [language, value] of Object.entries(share))
  console.log(
    `  ${language}: ${(value * 100).toFixed(1)} % of all taps, ${(easiest[language as keyof typeof easiest] * 100).toFixed(1)} % at First steps and Early learner; ${stories[language as keyof typeof stories]} stories translated`,
  );
