// One English tokenizer and tagger for the server: wink-nlp with its small
// English model (MIT, offline, in the npm package). The dictionary reads a
// tapped word's sentence with it; the writing estimate reads a learner's text.
import { createRequire } from 'node:module';
import type winkModelType from 'wink-eng-lite-web-model';
import type winkNLPType from 'wink-nlp';

// Loaded on the first text, not at start: the model takes a noticeable part
// of a cold start, and the running site warms it up once it is listening.
const load = createRequire(import.meta.url);
let nlp: ReturnType<typeof winkNLPType> | undefined;

function tagger(): ReturnType<typeof winkNLPType> {
  if (!nlp) {
    const winkNLP = load('wink-nlp') as typeof winkNLPType;
    nlp = winkNLP(load('wink-eng-lite-web-model') as typeof winkModelType);
  }
  return nlp;
}

export type Tokens = { values: string[]; pos: string[]; lemmas: string[] };

/** Each token's text, universal part-of-speech tag and lemma, in order. */
export function readTokens(text: string): Tokens {
  const nlp = tagger();
  const { its } = nlp;
  const tokens = nlp.readDoc(text).tokens();
  return {
    values: tokens.out(its.value),
    pos: tokens.out(its.pos),
    // The lite model ships the lemmatiser addon; the typings want it passed explicitly.
    lemmas: tokens.out(its.lemma as unknown as typeof its.value),
  };
}

/** Each token's start in the text: the tagger gives values, not offsets (-1 for a token it rewrote). */
export function tokenStarts(text: string, values: string[]): number[] {
  const starts: number[] = [];
  let cursor = 0;
  for (const value of values) {
    const at = text.indexOf(value, cursor);
    starts.push(at);
    if (at >= 0) cursor = at + value.length;
  }
  return starts;
}

/** The text's sentences as the tagger splits them, each with where it starts. */
export function readSentences(text: string): { text: string; start: number }[] {
  const nlp = tagger();
  const sentences: string[] = nlp.readDoc(text).sentences().out();
  let cursor = 0;
  return sentences.map((sentence) => {
    const at = text.indexOf(sentence, cursor);
    const start = at < 0 ? cursor : at;
    cursor = at < 0 ? cursor : at + sentence.length;
    return { text: sentence, start };
  });
}
