// Part-of-speech tags of a learner's text: how they build sentences, for the CEFR estimate.

import { readTokens } from '#src/server/language/tokens.ts';
import type { TagsOf } from './cefr-features.ts';

export const tagsOf: TagsOf = (text) => readTokens(text).pos;
