// Part-of-speech tags from wink-nlp's small English model (MIT, offline, in
// the npm package): how a learner builds sentences, for the CEFR estimate.
import winkModel from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import type { TagsOf } from '../../../domain/cefr-features.ts';

let nlp: ReturnType<typeof winkNLP> | undefined;

export const tagsOf: TagsOf = (text) => {
  nlp ??= winkNLP(winkModel);
  return nlp.readDoc(text).tokens().out(nlp.its.pos) as string[];
};
