// How often the first sense the popup shows is the annotators' sense, on
// held-out SemCor documents, by the sense's part of speech, beside WordNet's
// most frequent sense for the annotated lemma and part of speech (the usual
// baseline, which knows the right lemma and part of speech) and a random sense
// of that lemma and part of speech (its expected accuracy).
import type { SenseChooser } from '../../src/server/features/dictionary/sense-choice.ts';
import type { WordNet } from '../../src/server/language/wordnet.ts';
import type { Sentence } from './semcor.ts';

const PARTS = ['n', 'v', 'a', 'r'] as const;
type Tally = { words: number; model: number; mfs: number; random: number };
export type Figures = { documents: number; byPos: Record<(typeof PARTS)[number], Tally>; all: Tally };

export function evaluate(sentences: Sentence[], chooser: SenseChooser, wordnet: WordNet): Figures {
  const blank = (): Tally => ({ words: 0, model: 0, mfs: 0, random: 0 });
  const byPos = { n: blank(), v: blank(), a: blank(), r: blank() };
  const all = blank();
  for (const sentence of sentences) {
    for (const word of sentence.words) {
      const lemma = word.senseKey.slice(0, word.senseKey.indexOf('%'));
      const ofPos = wordnet.senses(lemma).filter((s) => (s.pos === 's' ? 'a' : s.pos) === word.pos);
      const first = chooser.choose(sentence.tokens, word.at).senses[0];
      for (const tally of [byPos[word.pos], all]) {
        tally.words++;
        if (first && first.synset === word.synset31) tally.model++;
        if (ofPos[0] && ofPos[0].synset === word.synset31) tally.mfs++;
        if (ofPos.some((s) => s.synset === word.synset31)) tally.random += 1 / ofPos.length;
      }
    }
  }
  return { documents: new Set(sentences.map((s) => s.doc)).size, byPos, all };
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '-');

export function printFigures(figures: Figures): void {
  console.log(`Held-out SemCor documents: ${figures.documents}; the first meaning shown is the annotators' sense for:`);
  console.log('  part of speech   words    model    most frequent sense    random sense');
  const names = { n: 'nouns', v: 'verbs', a: 'adjectives', r: 'adverbs' };
  for (const pos of PARTS) {
    const t = figures.byPos[pos];
    console.log(
      `  ${names[pos].padEnd(15)} ${String(t.words).padStart(6)}  ${pct(t.model, t.words).padStart(7)}  ${pct(t.mfs, t.words).padStart(20)}  ${pct(t.random, t.words).padStart(14)}`,
    );
  }
  const t = figures.all;
  console.log(
    `  ${'all'.padEnd(15)} ${String(t.words).padStart(6)}  ${pct(t.model, t.words).padStart(7)}  ${pct(t.mfs, t.words).padStart(20)}  ${pct(t.random, t.words).padStart(14)}`,
  );
}
