// The fitted sense model shipped with the site (written by
// `npm run fit:word-senses`): counts from SemCor's training documents and the
// fitted weights, gzipped JSON, read once, packed in a thread of its own
// (packed-sense-model.ts says why).
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { shippedFile } from '#src/server/lib/shipped-file.ts';
import { type PackedSenseModel, readPackedSenseModel } from './packed-sense-model.ts';
import type { ScoringModel } from './sense-model.ts';

export const SENSE_MODEL_FILE = shippedFile('src/server/features/word-help/sense-model.json.gz');

export async function loadSenseModel(file = SENSE_MODEL_FILE): Promise<ScoringModel> {
  // From source (tests, tsx) the worker is TypeScript; in the built server it sits beside main.js.
  const fromSource = import.meta.url.endsWith('.ts');
  const worker = new Worker(
    new URL(fromSource ? './sense-model-worker.dev.mjs' : './sense-model-worker.js', import.meta.url),
    {
      workerData: { file },
    },
  );
  // 'error' rejects (a missing file, a model fitted for other features); an exit before any message too.
  const exited = once(worker, 'exit').then(([code]) => {
    throw new Error(`the sense model's thread stopped (${code}) before it read ${file}`);
  });
  const [packed] = (await Promise.race([once(worker, 'message'), exited])) as [PackedSenseModel];
  exited.catch(() => {});
  return readPackedSenseModel(packed);
}
