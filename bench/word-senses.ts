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

type WordSenseBench = Figures & { lookupMs: number[]; encoderMb: number };

export async function benchWordSenses(): Promise<WordSenseBench | { skipped: string }> {
  const sentences = loadSemcor()?.filter((s) => s.heldOut);
  if (!sentences) return { skipped: '../shared/data/wsd is not here' };
  // What the encoder adds: the resident memory after a first look-up without it, then with it.
  const first = { sentence: 'She sat at the kitchen table.' };
  await createDictionary({ encoder: false }).define('table', first);
  const withoutEncoder = process.memoryUsage().rss;
  const dictionary = createDictionary();
  await dictionary.define('table', first);
  const encoderMb = (process.memoryUsage().rss - withoutEncoder) / 2 ** 20;
  const lookupMs: number[] = [];
  const wordnet = createWordNet();
  const blank = blankTally;
  // The model's counts are those of the training documents.
  const model = await loadSenseModel();
  const trained = (key: string) => model.sense(key)?.tagged ?? 0;
  const figures: WordSenseBench = {
    documents: new Set(sentences.map((s) => s.doc)).size,
    byPos: { n: blank(), v: blank(), a: blank(), r: blank() },
    all: blank(),
    lookupMs,
    encoderMb,
  };
  // The popup always has the story around the word (a capital at a sentence's start is a name if the story
  // capitalises it elsewhere too): here, the word's document, with no vocabulary list or table of senses.
  const documents = new Map<string, string>();
  for (const s of sentences) documents.set(s.doc, `${documents.get(s.doc) ?? ''}${s.text}\n`);
  for (const sentence of sentences) {
    const passage = { text: documents.get(sentence.doc) ?? '', vocabulary: [], french: null };
    for (const word of sentence.words) {
      const tapped = sentence.tokens.values[word.at] ?? word.text;
      const started = performance.now();
      const help = await dictionary.define(tapped, { sentence: sentence.text, passage });
      lookupMs.push(performance.now() - started);
      const key = help.definitions[0]?.senseKey;
      const shown = key ? wordnet.sense(key)?.synset : null;
      const ofPos = sensesOfGold(wordnet, word);
      for (const tally of [figures.byPos[word.pos], figures.all])
        tallyWord(tally, ofPos, word.synset31, shown, trained);
    }
  }
  return figures;
}

export function printWordSenses(result: WordSenseBench | { skipped: string }): void {
  if ('skipped' in result) {
    console.log(`word senses: skipped (${result.skipped})`);
    return;
  }
  printFigures(result);
  const sorted = [...result.lookupMs].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  console.log(
    `  a look-up in its sentence, one thread: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; ` +
      `the encoder and its sense vectors add ${result.encoderMb.toFixed(0)} MB resident`,
  );
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
