// One English tokenizer and tagger for the server: wink-nlp with its small
// English model (MIT, offline, in the npm package). The dictionary reads a
// tapped word's sentence with it; the writing estimate reads a learner's text.
import winkModel from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

let nlp: ReturnType<typeof winkNLP> | undefined;

export type Tokens = { values: string[]; pos: string[]; lemmas: string[] };

/** Each token's text, universal part-of-speech tag and lemma, in order. */
export function readTokens(text: string): Tokens {
  nlp ??= winkNLP(winkModel);
  const { its } = nlp;
  const tokens = nlp.readDoc(text).tokens();
  return {
    values: tokens.out(its.value),
    pos: tokens.out(its.pos),
    // The lite model ships the lemmatiser addon; the typings want it passed explicitly.
    lemmas: tokens.out(its.lemma as unknown as typeof its.value),
  };
}
