// The fine-tuned context encoder (all-MiniLM-L6-v2 fitted on SemCor as the
// context side of a bi-encoder, quantized to 8 bits: encoder/, written by
// scripts/fit-word-senses-encoder/export.py): a word's vector in its sentence,
// the mean of its word pieces' vectors, as train.py reads it. One thread, one
// sentence at a time: it runs in the dictionary's worker thread, never on the
// server's event loop (onnxruntime-node holds its thread for the whole run).
import { shippedFile } from '#src/server/lib/shipped-file.ts';
import { type OneThreadModel, openOneThreadModel } from './one-thread-model.ts';

const FOLDER = 'src/server/language/encoder';

/** `maxPieces`: the longest input read, [CLS] and [SEP] included; a longer sentence is cut to a window around the word. */
export function createEncoder({ folder = shippedFile(FOLDER), maxPieces = 256 } = {}) {
  let runtime: Promise<OneThreadModel> | undefined;
  const load = () => {
    runtime ??= openOneThreadModel(`${folder}/encoder.onnx`, `${folder}/vocab.txt`);
    return runtime;
  };

  return {
    /**
     * The vector (unit length) of the characters `start` to `end` of `text`, or null when no word piece falls
     * there (only characters the encoder drops).
     */
    async vectorAt(text: string, start: number, end: number): Promise<Float32Array | null> {
      const { session, ort, pieces } = await load();
      const all = pieces.encode(text, Number.POSITIVE_INFINITY);
      const body = all.ids.slice(1, -1).map((id, i) => ({ id, span: all.spans[i + 1] ?? [0, 0] }));
      const inside = body.flatMap(({ span: [a, b] }, i) => (b > a && a < end && b > start ? [i] : []));
      if (!inside.length) return null;
      // The window of at most maxPieces - 2 pieces that keeps the word as near its middle as the sentence allows.
      const room = maxPieces - 2;
      const centre = Math.round(((inside[0] ?? 0) + (inside.at(-1) ?? 0)) / 2);
      const from = Math.max(0, Math.min(centre - Math.floor(room / 2), body.length - room));
      const window = body.slice(from, from + room);
      const ids = BigInt64Array.from([all.ids[0] ?? 0, ...window.map((p) => p.id), all.ids.at(-1) ?? 0], BigInt);
      const n = ids.length;
      const out = await session.run({
        input_ids: new ort.Tensor('int64', ids, [1, n]),
        attention_mask: new ort.Tensor('int64', new BigInt64Array(n).fill(1n), [1, n]),
      });
      const pieceVectors = out.pieces;
      if (!pieceVectors) return null;
      const hidden = pieceVectors.data as Float32Array;
      const dimensions = pieceVectors.dims[2] ?? 0;
      const vector = new Float32Array(dimensions);
      for (const i of inside) {
        const row = i - from + 1;
        if (row < 1 || row > window.length) continue;
        for (let d = 0; d < dimensions; d++) vector[d] = (vector[d] ?? 0) + (hidden[row * dimensions + d] ?? 0);
      }
      return unit(vector);
    },
  };
}
export type Encoder = ReturnType<typeof createEncoder>;

/** The vector scaled to length 1 (in place). */
function unit(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < vector.length; d++) vector[d] = (vector[d] ?? 0) / norm;
  return vector;
}
