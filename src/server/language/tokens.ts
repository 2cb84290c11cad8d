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
