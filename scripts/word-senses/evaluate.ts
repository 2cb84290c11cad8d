// How often the first sense the popup shows is the annotators' sense, on
// held-out SemCor documents, by the sense's part of speech, beside WordNet's
// most frequent sense for the annotated lemma and part of speech (the usual
// baseline, which knows the right lemma and part of speech) and a random sense
// of that lemma and part of speech (its expected accuracy). WordNet's sense
// order comes from counts over all of SemCor, the held-out documents included,
// so the baseline has seen them; the same baseline from the training
// documents' counts alone is printed beside it.
import type { SenseChooser } from '#src/server/features/word-help/sense-choice.ts';
import type { WordNet } from '#src/server/language/wordnet.ts';
import type { Sentence } from './semcor.ts';

const PARTS = ['n', 'v', 'a', 'r'] as const;
type Tally = { words: number; model: number; mfs: number; trainedMfs: number; random: number };
export type Figures = { documents: number; byPos: Record<(typeof PARTS)[number], Tally>; all: Tally };

/** How many times the training documents tagged a sense (the fitted model's counts). */
export type TrainedCount = (senseKey: string) => number;

/** The annotated lemma's senses of the annotated part of speech, in WordNet's order. */
export function sensesOfGold(wordnet: WordNet, word: Sentence['words'][number]) {
  const lemma = word.senseKey.slice(0, word.senseKey.indexOf('%'));
  return wordnet.senses(lemma).filter((s) => (s.pos === 's' ? 'a' : s.pos) === word.pos);
}

/** The most frequent of those senses in the training documents (WordNet's order breaks ties). */
export function trainedFirst<S extends { senseKey: string }>(senses: S[], trained: TrainedCount): S | undefined {
  return senses.reduce<S | undefined>(
    (best, s) => (!best || trained(s.senseKey) > trained(best.senseKey) ? s : best),
    undefined,
  );
}

export const blankTally = (): Tally => ({ words: 0, model: 0, mfs: 0, trainedMfs: 0, random: 0 });

/** Adds one annotated word to a tally: whether the model showed its sense, and what the baselines would. */
export function tallyWord(
  tally: Tally,
  ofPos: { synset: string; senseKey: string }[],
  gold: string | null,
  shown: string | null | undefined,
  trained: TrainedCount,
) {
  tally.words++;
  if (shown && shown === gold) tally.model++;
  if (ofPos[0] && ofPos[0].synset === gold) tally.mfs++;
  if (trainedFirst(ofPos, trained)?.synset === gold) tally.trainedMfs++;
  if (ofPos.some((s) => s.synset === gold)) tally.random += 1 / ofPos.length;
}

export function evaluate(
  sentences: Sentence[],
  chooser: SenseChooser,
  wordnet: WordNet,
  trained: TrainedCount,
): Figures {
  const blank = blankTally;
  const byPos = { n: blank(), v: blank(), a: blank(), r: blank() };
  const all = blank();
  for (const sentence of sentences) {
    for (const word of sentence.words) {
      const ofPos = sensesOfGold(wordnet, word);
      const first = chooser.choose(sentence.tokens, word.at).senses[0];
      for (const tally of [byPos[word.pos], all]) tallyWord(tally, ofPos, word.synset31, first?.synset, trained);
    }
  }
  return { documents: new Set(sentences.map((s) => s.doc)).size, byPos, all };
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '-');

export function printFigures(figures: Figures): void {
  console.log(`Held-out SemCor documents: ${figures.documents}; the first meaning shown is the annotators' sense for:`);
  console.log('  part of speech   words    model    most frequent sense    (training documents)    random sense');
  const names = { n: 'nouns', v: 'verbs', a: 'adjectives', r: 'adverbs' };
  for (const pos of PARTS) {
    const t = figures.byPos[pos];
    console.log(
      `  ${names[pos].padEnd(15)} ${String(t.words).padStart(6)}  ${pct(t.model, t.words).padStart(7)}  ${pct(t.mfs, t.words).padStart(20)}  ${pct(t.trainedMfs, t.words).padStart(22)}  ${pct(t.random, t.words).padStart(14)}`,
    );
  }
  const t = figures.all;
  console.log(
    `  ${'all'.padEnd(15)} ${String(t.words).padStart(6)}  ${pct(t.model, t.words).padStart(7)}  ${pct(t.mfs, t.words).padStart(20)}  ${pct(t.trainedMfs, t.words).padStart(22)}  ${pct(t.random, t.words).padStart(14)}`,
  );
}
