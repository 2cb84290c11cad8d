// Part-of-speech tags of a learner's text: how they build sentences, for the CEFR estimate.
import type { TagsOf } from '../../../domain/cefr-features.ts';
import { readTokens } from '../../language/tokens.ts';

export const tagsOf: TagsOf = (text) => readTokens(text).pos;
