// A short-lived thread that reads the fitted sense model (gzipped JSON),
// packs it and hands the packed arrays back (sense-model-file.ts): the JSON's
// objects never enter the server's heap.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { packSenseModel, transferList } from './packed-sense-model.ts';
import { FEATURES, type SenseModel } from './sense-model.ts';

const { file } = workerData as { file: string };
const model = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as SenseModel;
// A model fitted for other features would be read wrong, silently: refuse it.
if (model.features.join() !== FEATURES.join()) {
  throw new Error(`${file} was fitted for other features: run npm run fit:word-senses`);
}
const packed = packSenseModel(model);
parentPort?.postMessage(packed, transferList(packed));
