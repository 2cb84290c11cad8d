// The language menu's figures (src/domain/word-help-coverage.ts) are the
// library's and the shipped tables' own: recomputed here, so a new story or a
// rebuilt table without `npm run build:word-help-coverage` fails.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORD_HELP_COVERAGE } from '#src/domain/word-help-coverage.ts';
import { loadLibrary } from '#src/server/ai/library.ts';
import { createWordNet } from '#src/server/language/wordnet.ts';
import { wordHelpCoverage } from './coverage.ts';

describe('word help coverage per language', () => {
  it('is what the library and the shipped tables give today', () => {
    const { words, share } = wordHelpCoverage(loadLibrary(resolve('content')).passages, createWordNet());
    expect(words).toBeGreaterThan(10_000);
    expect(share).toEqual(WORD_HELP_COVERAGE);
  });

  it('counts a word only when its sense has a word in that language', () => {
    const wordnet = createWordNet();
    const passage = {
      wordSenses: [
        { at: 0, word: 'bank', sense: 'bank%1:14:00::' },
        { at: 10, word: 'river', sense: 'river%1:17:00::' },
      ],
    };
    const onlyBank = {
      wordsFor: (synset: string, language: string) =>
        language === 'ar' && synset === wordnet.sense('bank%1:14:00::')?.synset ? ['مصرف'] : [],
    };
    const { share } = wordHelpCoverage([passage], wordnet, onlyBank);
    expect(share).toMatchObject({ ar: 0.5, fr: 0, uk: 0 });
  });
});
