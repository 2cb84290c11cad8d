// The language menu's figures (src/domain/word-help-coverage.ts) are what a
// reader tapping the library's words gets: recomputed here through the
// popup's own path, so a new story, a rebuilt table or a change to how the
// popup chooses a meaning without `npm run build:word-help-coverage` fails.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storyTranslationCounts } from '#src/domain/library.ts';
import { STORY_TRANSLATIONS, WORD_HELP_COVERAGE } from '#src/domain/word-help-coverage.ts';
import { loadLibrary } from '#src/server/ai/library.ts';
import { createWordNet } from '#src/server/language/wordnet.ts';
import { wordHelpCoverage } from './coverage.ts';
import { createDictionary } from './service.ts';

describe('word help coverage per language', () => {
  // Every word of every story looked up once: about a minute on a two-core machine.
  it('is what a reader tapping every story word gets today', { timeout: 600_000 }, async () => {
    const library = loadLibrary(resolve('content'));
    const dictionary = createDictionary({
      plainDefinitions: library.plainDefinitions,
      siteSenses: library.siteSenses,
      senseWords: library.senseWords,
    });
    const { taps, explained, share } = await wordHelpCoverage(
      library.passages,
      dictionary,
      createWordNet(),
      undefined,
      library.senseWords,
    );
    expect(taps).toBeGreaterThan(50_000);
    expect(explained).toBeLessThan(taps);
    expect(share).toEqual(WORD_HELP_COVERAGE);
    expect(storyTranslationCounts(library.passages)).toEqual(STORY_TRANSLATIONS);
  });

  it('counts each tap whose first meaning has a word in that language, as often as the word occurs', async () => {
    const wordnet = createWordNet();
    const bank = wordnet.sense('bank%1:14:00::');
    const river = wordnet.sense('river%1:17:00::');
    if (!bank || !river) throw new Error('WordNet lacks the test senses');
    const passage = {
      text: 'The bank. The bank. The river.',
      vocabulary: [],
      french: null,
      level: 'intermediate' as const,
    };
    // A stand-in popup: 'bank' and 'river' get their sense, 'the' no meaning.
    const define = async (word: string) => {
      const sense = word === 'bank' ? bank : word === 'river' ? river : null;
      return {
        word,
        lemma: word,
        language: 'en' as const,
        partOfSpeech: null,
        source: sense ? ('dictionary' as const) : ('none' as const),
        definitions: sense
          ? [
              {
                partOfSpeech: 'noun',
                definition: sense.definition,
                example: null,
                senseKey: sense.senseKey,
                translation: null,
              },
            ]
          : [],
        french: null,
        english: null,
        message: null,
      };
    };
    const onlyBank = {
      wordsFor: (synset: string, language: string) => (language === 'ar' && synset === bank.synset ? ['مصرف'] : []),
    };
    const { taps, explained, share } = await wordHelpCoverage([passage], { define }, wordnet, onlyBank);
    expect({ taps, explained }).toEqual({ taps: 6, explained: 3 });
    expect(share).toMatchObject({ ar: 0.667, fr: 0, uk: 0 });
  });
});
