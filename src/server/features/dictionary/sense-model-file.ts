// The fitted sense model shipped with the site (written by
// `npm run fit:word-senses`): counts from SemCor's training documents and the
// fitted weights, gzipped JSON, read once.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { shippedFile } from '../../lib/shipped-file.ts';
import { FEATURES, type SenseModel } from './sense-model.ts';

export const SENSE_MODEL_FILE = shippedFile('src/server/features/dictionary/sense-model.json.gz');

export function loadSenseModel(file = SENSE_MODEL_FILE): SenseModel {
  const model = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as SenseModel;
  // A model fitted for other features would be read wrong, silently: refuse it.
  if (model.features.join() !== FEATURES.join()) {
    throw new Error(`${file} was fitted for other features: run npm run fit:word-senses`);
  }
  return model;
}
