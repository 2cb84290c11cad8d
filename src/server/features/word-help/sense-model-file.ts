// The fitted sense model shipped with the site (written by
// `npm run fit:word-senses`): counts from SemCor's training documents and the
// fitted weights, gzipped JSON, read once and packed (packed-sense-model.ts).
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { shippedFile } from '#src/server/lib/shipped-file.ts';
import { packSenseModel } from './packed-sense-model.ts';
import { FEATURES, type ScoringModel, type SenseModel } from './sense-model.ts';

export const SENSE_MODEL_FILE = shippedFile('src/server/features/word-help/sense-model.json.gz');

/** Read and unzipped off the event loop (libuv's threads); only the JSON parse runs on it. */
export async function loadSenseModel(file = SENSE_MODEL_FILE): Promise<ScoringModel> {
  const model = JSON.parse((await promisify(gunzip)(await readFile(file))).toString('utf8')) as SenseModel;
  // A model fitted for other features would be read wrong, silently: refuse it.
  if (model.features.join() !== FEATURES.join()) {
    throw new Error(`${file} was fitted for other features: run npm run fit:word-senses`);
  }
  return packSenseModel(model);
}
