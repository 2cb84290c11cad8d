// What a candidate sense brings before its meaning is read: how often people
// tagged it, where WordNet ranks it, whether it is a multi-word expression,
// and whether it agrees with the tagger's part of speech and lemma. The
// encoder's sense model (encoder-senses.ts) adds these to its reading of the
// sentence, with weights fitted beside the encoder
// (scripts/fit-word-senses-encoder/train.py); the fitting data are written
// through this same file (prepare.ts), so both see the same numbers.
import type { WordNetSense } from '#src/server/language/wordnet.ts';

export const PRIOR_FEATURES = [
  'logTagged',
  'firstSense',
  'inverseRank',
  'expression',
  'taggerPos',
  'taggerLemma',
] as const;

const TAGGER_POS: Record<string, WordNetSense['pos']> = { NOUN: 'n', PROPN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r' };
const family = (pos: WordNetSense['pos']) => (pos === 's' ? 'a' : pos);

/** The PRIOR_FEATURES of one candidate, for the tapped word's tagger part of speech and lemma. */
export function priorFeatures(
  sense: Pick<WordNetSense, 'tagCount' | 'senseNumber' | 'lemma' | 'pos'>,
  taggerPos: string,
  taggerLemma: string,
): number[] {
  const tagged = TAGGER_POS[taggerPos];
  return [
    Math.log1p(sense.tagCount),
    sense.senseNumber === 1 ? 1 : 0,
    1 / Math.max(1, sense.senseNumber),
    sense.lemma.includes(' ') ? 1 : 0,
    tagged && family(tagged) === family(sense.pos) ? 1 : 0,
    sense.lemma === taggerLemma.toLowerCase() ? 1 : 0,
  ];
}
