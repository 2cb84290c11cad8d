// Word help against people (issue 28): on the held-out SemCor documents
// (a fifth of the documents, chosen by a hash of their names, never used to
// fit or choose anything), how often the first meaning the popup shows
// (GET /api/dictionary's definitions[0], through the same dictionary the
// route calls, with the word's sentence) is the annotators' sense, by part of
// speech, beside WordNet's most frequent sense for the annotated lemma and
// part of speech (and the same from the training documents' counts alone, since
// WordNet's order was counted over all of SemCor) and a random sense of it.
// Skipped when ../shared/data/wsd is absent.

import { blankTally, type Figures, printFigures, sensesOfGold, tallyWord } from '../scripts/word-senses/evaluate.ts';
import { loadSemcor } from '../scripts/word-senses/semcor.ts';
import { PLAIN_LEVELS } from '../src/domain/library.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../src/domain/word-help.ts';
import { loadLibrary } from '../src/server/ai/library.ts';
import { loadSenseModel } from '../src/server/features/word-help/sense-model-file.ts';
import { createDictionary } from '../src/server/features/word-help/service.ts';
import { createTranslations } from '../src/server/features/word-help/translations.ts';
import { createWordNet } from '../src/server/language/wordnet.ts';
import { shippedFile } from '../src/server/lib/shipped-file.ts';

export async function benchWordSenses(): Promise<Figures | { skipped: string }> {
  const sentences = loadSemcor()?.filter((s) => s.heldOut);
  if (!sentences) return { skipped: '../shared/data/wsd is not here' };
  const dictionary = createDictionary();
  const wordnet = createWordNet();
  const blank = blankTally;
  // The model's counts are those of the training documents.
  const model = await loadSenseModel();
  const trained = (key: string) => model.sense(key)?.tagged ?? 0;
  const figures: Figures = {
    documents: new Set(sentences.map((s) => s.doc)).size,
    byPos: { n: blank(), v: blank(), a: blank(), r: blank() },
    all: blank(),
  };
  // The popup always has the story around the word (a capital at a sentence's start is a name if the story
  // capitalises it elsewhere too): here, the word's document, with no vocabulary list or table of senses.
  const documents = new Map<string, string>();
  for (const s of sentences) documents.set(s.doc, `${documents.get(s.doc) ?? ''}${s.text}\n`);
  for (const sentence of sentences) {
    const passage = { text: documents.get(sentence.doc) ?? '', vocabulary: [], french: null };
    for (const word of sentence.words) {
      const tapped = sentence.tokens.values[word.at] ?? word.text;
      const help = await dictionary.define(tapped, { sentence: sentence.text, passage });
      const key = help.definitions[0]?.senseKey;
      const shown = key ? wordnet.sense(key)?.synset : null;
      const ofPos = sensesOfGold(wordnet, word);
      for (const tally of [figures.byPos[word.pos], figures.all])
        tallyWord(tally, ofPos, word.synset31, shown, trained);
    }
  }
  return figures;
}

export function printWordSenses(result: Figures | { skipped: string }): void {
  if ('skipped' in result) console.log(`word senses: skipped (${result.skipped})`);
  else printFigures(result);
}

/**
 * Per language, the share of the library's content words (every entry of every passage's table) whose sense has
 * a word in that language in the shipped Open Multilingual Wordnet files, and the share at the easiest levels.
 */
export function glossCoverage(): { language: TranslationLanguage; all: number; easiest: number; words: number }[] {
  const library = loadLibrary(shippedFile('content'));
  const wordnet = createWordNet();
  const translations = createTranslations();
  const entries = library.passages.flatMap((p) =>
    (p.wordSenses ?? []).map((e) => ({
      synset: wordnet.sense(e.sense)?.synset ?? '',
      easy: PLAIN_LEVELS.includes(p.level),
    })),
  );
  const easy = entries.filter((e) => e.easy);
  return TRANSLATION_LANGUAGES.map((language) => {
    const has = (e: { synset: string }) => translations.wordsFor(e.synset, language).length > 0;
    return {
      language,
      all: entries.filter(has).length / Math.max(1, entries.length),
      easiest: easy.filter(has).length / Math.max(1, easy.length),
      words: entries.length,
    };
  });
}

export function printGlossCoverage(rows: ReturnType<typeof glossCoverage>): void {
  console.log(
    `word help in the learner's language: library content words whose sense has a word (${rows[0]?.words ?? 0} words)`,
  );
  for (const r of rows)
    console.log(
      `  ${r.language}: ${(100 * r.all).toFixed(1)} % of all levels, ${(100 * r.easiest).toFixed(1)} % at First steps and Early learner`,
    );
}
