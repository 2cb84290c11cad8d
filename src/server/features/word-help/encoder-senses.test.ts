import { describe, expect, it } from 'vitest';
import type { WordNetSense } from '#src/server/language/wordnet.ts';
import { readEncoderSenses } from './encoder-senses.ts';
import { PRIOR_FEATURES } from './sense-prior.ts';

/** A sense-vectors file as export.py writes it: a 4-byte length, the JSON header, one int8 row a synset. */
function file(rows: Record<string, number[]>, prior: Partial<Record<(typeof PRIOR_FEATURES)[number], number>>) {
  const synsets = Object.keys(rows);
  const header = Buffer.from(
    JSON.stringify({
      dimensions: 2,
      temperature: 10,
      prior: Object.fromEntries(PRIOR_FEATURES.map((f) => [f, prior[f] ?? 0])),
      synsets,
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  return new Uint8Array(
    Buffer.concat([length, header, Buffer.from(Int8Array.from(synsets.flatMap((s) => rows[s] ?? [])).buffer)]),
  );
}

const sense = (synset: string, tagCount: number, senseNumber: number): WordNetSense => ({
  senseKey: `word%1:00:0${senseNumber}::`,
  lemma: 'word',
  synset,
  pos: 'n',
  senseNumber,
  tagCount,
  lexName: 'noun.artifact',
  definition: '',
  examples: [],
  synonyms: [],
  usage: [],
  hypernym: null,
});

describe('the encoder sense model', () => {
  const common = sense('1-n', 20, 1);
  const rare = sense('2-n', 1, 2);

  it('ranks the sense whose gloss points where the word does above the commoner one', () => {
    const model = readEncoderSenses(file({ '1-n': [127, 0], '2-n': [0, 127] }, { logTagged: 1 }));
    const [first, second] = model.score(Float32Array.from([0, 1]), [common, rare], 'NOUN', 'word');
    // Cosine 0 vs 1 at temperature 10, against log(21) - log(2) of prior.
    expect(second).toBeGreaterThan(first ?? 0);
    expect(second).toBeCloseTo(10 + Math.log1p(1), 5);
  });

  it('reads only the direction of a row, and scores a sense without a vector by its prior alone', () => {
    const model = readEncoderSenses(file({ '1-n': [64, 0] }, { logTagged: 1, firstSense: 2 }));
    const [withRow, withoutRow] = model.score(Float32Array.from([1, 0]), [common, rare], 'NOUN', 'word');
    expect(withRow).toBeCloseTo(10 + Math.log1p(20) + 2, 5);
    expect(withoutRow).toBeCloseTo(Math.log1p(1), 5);
  });
});
