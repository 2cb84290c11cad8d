// `npm run build:word-help-coverage`: per language, the share of the
// library's content words whose sense has a word in that language
// (src/server/features/word-help/coverage.ts), written to
// src/domain/word-help-coverage.ts for the language menu (issue 33). Run it
// after `npm run build:sense-translations` or `npm run resolve:word-senses`;
// coverage.test.ts fails until the figures are written again.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLibrary } from '../src/server/ai/library.ts';
import { wordHelpCoverage } from '../src/server/features/word-help/coverage.ts';
import { createWordNet } from '../src/server/language/wordnet.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { share } = wordHelpCoverage(loadLibrary(join(root, 'content')).passages, createWordNet());
const lines = Object.entries(share).map(([language, value]) => `  ${language}: ${value},`);
writeFileSync(
  join(root, 'src/domain/word-help-coverage.ts'),
  `// Written by \`npm run build:word-help-coverage\` (scripts/build-word-help-coverage.ts): do not edit.
// Per language, the share of the library's content words whose sense has a
// word in that language in the shipped Open Multilingual Wordnet tables: what
// the word popup can show. The language menu says it.
import type { TranslationLanguage } from './word-help.ts';

export const WORD_HELP_COVERAGE: Record<TranslationLanguage, number> = {
${lines.join('\n')}
};
`,
);
for (const [language, value] of Object.entries(share)) console.log(`  ${language}: ${(value * 100).toFixed(1)} %`);
