// The encoder's sense model (scripts/fit-word-senses-encoder/train.py, a
// bi-encoder after Blevins and Zettlemoyer 2020): every gloss a tapped word
// can have was read once by the fine-tuned gloss encoder into a vector
// (sense-vectors.bin, written by export.py); a candidate's score is the
// cosine of the tapped word's vector in its sentence (encoder.ts) with its
// gloss's, scaled by the fitted temperature, plus the fitted weights of its
// prior features (sense-prior.ts). A sense without a vector (a rare one no
// polysemous word leads to) is scored by its prior alone.
//
// The file: a 4-byte length, a JSON header, then one row of signed bytes per
// synset (the unit vector scaled so its largest value is 127); only the
// direction counts, so each row's length is computed once when it is read.
import { readFileSync } from 'node:fs';
import type { WordNetSense } from '#src/server/language/wordnet.ts';
import { shippedFile } from '#src/server/lib/shipped-file.ts';
import { PRIOR_FEATURES, priorFeatures } from './sense-prior.ts';

const FILE = 'src/server/features/word-help/sense-vectors.bin';

type Header = {
  dimensions: number;
  temperature: number;
  prior: Record<(typeof PRIOR_FEATURES)[number], number>;
  synsets: string[];
};

export type EncoderSenses = {
  /** Each sense's score for the tapped word's vector (unit length), in the senses' order. */
  score(vector: Float32Array, senses: readonly WordNetSense[], taggerPos: string, taggerLemma: string): number[];
};

export function readEncoderSenses(bytes: Uint8Array): EncoderSenses {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.readUInt32LE(0);
  const header = JSON.parse(view.subarray(4, 4 + headerLength).toString('utf8')) as Header;
  const { dimensions, temperature, synsets } = header;
  const rows = new Int8Array(bytes.buffer, bytes.byteOffset + 4 + headerLength, synsets.length * dimensions);
  const rowOf = new Map(synsets.map((synset, row) => [synset, row]));
  const weights = PRIOR_FEATURES.map((name) => header.prior[name] ?? 0);
  const lengthOf = (row: number) => {
    let sum = 0;
    for (let d = 0; d < dimensions; d++) sum += (rows[row * dimensions + d] ?? 0) ** 2;
    return Math.sqrt(sum) || 1;
  };
  return {
    score(vector, senses, taggerPos, taggerLemma) {
      return senses.map((sense) => {
        const prior = priorFeatures(sense, taggerPos, taggerLemma).reduce(
          (sum, x, i) => sum + x * (weights[i] ?? 0),
          0,
        );
        const row = rowOf.get(sense.synset);
        if (row === undefined) return prior;
        let dot = 0;
        for (let d = 0; d < dimensions; d++) dot += (rows[row * dimensions + d] ?? 0) * (vector[d] ?? 0);
        return temperature * (dot / lengthOf(row)) + prior;
      });
    },
  };
}

/** The shipped file, read at the first word scored (36 MB with its index: not in a thread that never needs it). */
export function loadEncoderSenses(file = shippedFile(FILE)): EncoderSenses {
  let loaded: EncoderSenses | undefined;
  return {
    score: (...args) => {
      loaded ??= readEncoderSenses(readFileSync(file));
      return loaded.score(...args);
    },
  };
}
