// The writing error detector this one replaced (a BiLSTM over word embeddings and a character CNN, decision 024),
// run from its files as they were at PREVIOUS_COMMIT, with the CEFR model fitted on its densities, so
// `npm run bench` measures the two side by side in one run. Its files are read from git history into .cache
// (nothing of it ships); skipped where the history does not hold them (a shallow clone).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InferenceSession } from 'onnxruntime-node';
import type { CefrModel } from '../src/server/features/writing-feedback/cefr.ts';
import { type Detected, detectedOf, makeTokenizer } from '../src/server/features/writing-feedback/detector.ts';

export const PREVIOUS_COMMIT = '81fa959';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDER = 'src/server/features/writing-feedback';
const FILES = ['detector/detector.onnx', 'detector/vocabulary.json', 'cefr-model.json'];

type Vocabulary = {
  tokenPattern: string;
  sentenceEnds: string;
  closers: string;
  maxSentence: number;
  maxChars: number;
  words: string[];
  chars: string;
  thresholds: { token: number; gap: number };
};

/** The previous detector's files in .cache, taken from git history once; null when the history lacks them. */
function previousFiles(): string | null {
  const cache = join(root, '.cache/previous-detector', PREVIOUS_COMMIT);
  for (const file of FILES) {
    const to = join(cache, file);
    if (existsSync(to)) continue;
    try {
      const bytes = execFileSync('git', ['show', `${PREVIOUS_COMMIT}:${FOLDER}/${file}`], {
        cwd: root,
        maxBuffer: 64 * 2 ** 20,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      mkdirSync(dirname(to), { recursive: true });
      writeFileSync(to, bytes);
    } catch {
      return null;
    }
  }
  return cache;
}

export async function loadPreviousDetector(): Promise<{
  detect: (text: string) => Promise<Detected>;
  cefrModel: CefrModel;
} | null> {
  const folder = previousFiles();
  if (!folder) return null;
  const vocabulary = JSON.parse(readFileSync(join(folder, 'detector/vocabulary.json'), 'utf8')) as Vocabulary;
  const cut = makeTokenizer({ ...vocabulary, maxPieces: 0, trainedAt: '', check: [] });
  const wordIds = new Map(vocabulary.words.map((w, i) => [w, i + 2]));
  const charIds = new Map([...vocabulary.chars].map((c, i) => [c, i + 2]));
  const ort = await import('onnxruntime-node');
  const session: InferenceSession = await ort.InferenceSession.create(join(folder, 'detector/detector.onnx'), {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
  });
  const charRow = (token: string) => {
    const ids = [...token].slice(0, vocabulary.maxChars).map((c) => charIds.get(c) ?? 1);
    while (ids.length < vocabulary.maxChars) ids.push(0);
    return ids;
  };
  async function detect(text: string): Promise<Detected> {
    const tokens = cut.tokenize(text);
    const p = new Float32Array(tokens.length * 2);
    for (const [first, last] of cut.sentences(text, tokens)) {
      const part = tokens.slice(first, last).map((t) => t.text);
      const n = part.length;
      const words = BigInt64Array.from(part, (t) => BigInt(wordIds.get(t.toLowerCase().replace(/[0-9]/g, '0')) ?? 1));
      const chars = BigInt64Array.from(part.flatMap(charRow), (id) => BigInt(id));
      const out = await session.run({
        words: new ort.Tensor('int64', words, [1, n]),
        chars: new ort.Tensor('int64', chars, [1, n, vocabulary.maxChars]),
      });
      p.set(out.probabilities?.data as Float32Array, first * 2);
    }
    return detectedOf(tokens, p, vocabulary.thresholds);
  }
  const cefr = JSON.parse(readFileSync(join(folder, 'cefr-model.json'), 'utf8')) as { model: CefrModel };
  return { detect, cefrModel: cefr.model };
}
