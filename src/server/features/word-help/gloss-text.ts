// A sense as the encoder's sense model reads it: its words, its part of
// speech and its definition ('bank, depository financial institution (noun):
// a financial institution that accepts deposits...'). The fitting script
// encodes every gloss this way once; the site ships the vectors.
import type { WordNetSense } from '#src/server/language/wordnet.ts';

const POS_WORDS: Record<WordNetSense['pos'], string> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};

export const glossText = (sense: Pick<WordNetSense, 'synonyms' | 'lemma' | 'pos' | 'definition' | 'examples'>) =>
  `${(sense.synonyms.length ? sense.synonyms : [sense.lemma]).slice(0, 4).join(', ')} (${POS_WORDS[sense.pos]}): ${sense.definition}${sense.examples[0] ? `; "${sense.examples[0]}"` : ''}`;
