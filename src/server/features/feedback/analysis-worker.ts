// Runs in a worker thread (analysis-pool.ts): the grammar checker and the
// CEFR estimate take tens to hundreds of milliseconds of CPU, which must not
// block the server's event loop.
import { type Analysis, analyseWriting } from './analyse.ts';

export default function analyse(input: Parameters<typeof analyseWriting>[0]): Promise<Analysis> {
  return analyseWriting(input);
}
