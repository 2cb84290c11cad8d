// An ONNX model of the pretrained encoder's family read as the site reads
// them (the word-sense encoder, the writing error detector): one thread, as
// each runs in a worker thread of its own pool on a small host (decision
// 027); no arena kept for the longest sentence seen and no plan of every
// shape, since sentences come in every length. With the encoder's word pieces.
import { readFileSync } from 'node:fs';
import type { InferenceSession } from 'onnxruntime-node';
import { shippedFile } from '#src/server/lib/shipped-file.ts';
import { createWordPieces } from './word-pieces.ts';

export type OneThreadModel = {
  session: InferenceSession;
  ort: typeof import('onnxruntime-node');
  pieces: ReturnType<typeof createWordPieces>;
};

/** The pretrained encoder's word-piece table (BERT's uncased vocabulary), shipped once for every model using it. */
const VOCABULARY = shippedFile('src/server/language/encoder/vocab.txt');

export async function openOneThreadModel(model: string, vocabulary = VOCABULARY): Promise<OneThreadModel> {
  const ort = await import('onnxruntime-node');
  const session = await ort.InferenceSession.create(model, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    enableCpuMemArena: false,
    enableMemPattern: false,
  });
  const table = readFileSync(vocabulary, 'utf8').split('\n');
  if (table.at(-1) === '') table.pop();
  return { session, ort, pieces: createWordPieces(table) };
}
