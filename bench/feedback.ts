// Offline writing analysis (harper.js in both spellings, learner-error rules, the learned error detector,
// measurements, CEFR estimate) on a 500-word text, warm: p50/p99; the resident memory of one warm analysis
// worker; the bytes onnxruntime installs and the detector files the site ships; and the shown findings against
// examiners' corrections on the held-out writers. Beside the previous version's figures.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeFigures, findingsFigures } from '../scripts/fitting/findings.ts';
import { lintAll, loadCorpus } from '../scripts/fitting/write-and-improve.ts';
import { analyseWriting } from '../src/server/features/writing-feedback/analyse.ts';
import { combineFindings } from '../src/server/features/writing-feedback/findings.ts';
import { filterFindings } from '../src/server/features/writing-feedback/grammar.ts';
import { learnerHits } from '../src/server/features/writing-feedback/learner-rules.ts';
import { learnerText } from './learner-text.ts';
import { ms, percentiles, time } from './stats.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Measured with this file's commands at f408654 (before the learned detector), on the shared 2-core machine
 * under a load average of about 11, as the figures after it were: compare them run to run, not with a quiet host.
 */
const PREVIOUS = { p50: 82.2, p99: 447.4, workerMb: 451 };

export function benchText(): string {
  return learnerText(500);
}

function bytesUnder(path: string): number {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.size;
  return readdirSync(path).reduce((sum, name) => sum + bytesUnder(join(path, name)), 0);
}

/** One warm worker's resident memory, measured in a fresh process (bench/worker-memory.ts). */
function workerMemory(): number {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench/worker-memory.ts')], {
    cwd: root,
    encoding: 'utf8',
  });
  return (JSON.parse(out.trim().split('\n').at(-1) as string) as { workerRssBytes: number }).workerRssBytes;
}

export async function benchFeedback(runs = 100) {
  const text = benchText();
  const analyse = () => analyseWriting({ text, mode: 'essay-writing', variety: 'both' });
  await analyse(); // start-up, not measured
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    samples.push(
      await time(async () => {
        await analyse();
      }),
    );
  }
  const modules = join(root, 'node_modules');
  const detector = join(root, 'src/server/features/writing-feedback/detector');
  return {
    ...percentiles(samples),
    workerRssBytes: workerMemory(),
    onnxruntimeBytes: bytesUnder(join(modules, 'onnxruntime-node')) + bytesUnder(join(modules, 'onnxruntime-common')),
    onnxruntimeThisPlatformBytes: bytesUnder(
      join(modules, 'onnxruntime-node/bin/napi-v6', process.platform, process.arch),
    ),
    modelBytes: bytesUnder(join(detector, 'detector.onnx')),
    vocabularyBytes: bytesUnder(join(detector, 'vocabulary.json')),
  };
}

export function printFeedback(r: Awaited<ReturnType<typeof benchFeedback>>) {
  const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
  console.log(
    `offline writing analysis, 500 words, warm: p50 ${ms(r.p50)}, p99 ${ms(r.p99)} (before the detector: p50 ${ms(PREVIOUS.p50)}, p99 ${ms(PREVIOUS.p99)})`,
  );
  console.log(
    `  one warm analysis worker: ${mb(r.workerRssBytes)} resident (before the detector: ${PREVIOUS.workerMb} MB)`,
  );
  console.log(
    `  onnxruntime installed: ${mb(r.onnxruntimeBytes)} (${mb(r.onnxruntimeThisPlatformBytes)} of it for ${process.platform}-${process.arch}); detector shipped: ${mb(r.modelBytes)} model + ${mb(r.vocabularyBytes)} vocabulary (before: none)`,
  );
}

/** Held-out writers only: never used to write or keep a rule (scripts/fit-learner-rules.ts). */
export async function benchFindings() {
  const samples = loadCorpus();
  if (!samples) return null;
  const held = samples.filter((s) => s.heldOut);
  const lints = await lintAll(held);
  const checkerOf = (id: string, text: string) => filterFindings(text, lints.get(id) ?? []);
  const hits = new Map(held.map((s) => [s.id, learnerHits(s.text)]));
  return {
    texts: held.length,
    before: findingsFigures(held, (s) => checkerOf(s.id, s.text)),
    rulesAlone: findingsFigures(held, (s) => combineFindings(s.text, [], hits.get(s.id) ?? [])),
    now: findingsFigures(held, (s) => combineFindings(s.text, checkerOf(s.id, s.text), hits.get(s.id) ?? [])),
  };
}

export function printFindings(r: Awaited<ReturnType<typeof benchFindings>>) {
  if (!r) {
    console.log('writing findings vs examiners: skipped (../shared/data/write-and-improve is not here)');
    return;
  }
  console.log(`writing findings vs examiners' corrections, held-out Write & Improve writers (${r.texts} texts):`);
  console.log(describeFigures('  before (harper.js kept rules, every fix)', r.before));
  console.log(describeFigures('  learner-error rules alone', r.rulesAlone));
  console.log(describeFigures('  now (harper.js + learner-error rules, measured fixes)', r.now));
}
