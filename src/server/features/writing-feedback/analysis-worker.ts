// Runs in a worker thread (analysis-pool.ts): the grammar checker and the
// CEFR estimate take tens to hundreds of milliseconds of CPU, which must not
// block the server's event loop.
import './wasm-baseline.ts';
import { setPriority } from 'node:os';
import { type Analysis, analyseWriting } from './analyse.ts';

// On Linux a thread has its own nice value: lowered here, the checker yields
// the CPU to the threads that answer requests (a two-core host has no spare).
try {
  setPriority(10);
} catch {
  // Not allowed on this system: the pool still keeps the work off the event loop.
}

export default function analyse(input: Parameters<typeof analyseWriting>[0]): Promise<Analysis> {
  return analyseWriting(input);
}
