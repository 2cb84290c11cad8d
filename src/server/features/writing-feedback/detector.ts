// The learned error detector: a BiLSTM over word embeddings and a character
// CNN (after Rei & Yannakoudakis 2016), trained by `npm run fit:writing` on
// the Write & Improve training writers and shipped as ONNX beside its
// vocabulary (detector/). It gives each token two probabilities: that an
// examiner would change it, and that something is missing just before it.
// It knows no fix, so its findings say "check this part".
//
// Tokens and ids are made exactly as scripts/fit-writing/tokens.py makes them
// at training; vocabulary.json carries test cases that detector.test.ts checks.
import { readFileSync } from 'node:fs';
import type { InferenceSession } from 'onnxruntime-node';
import type { LikelyError } from '#src/domain/feedback.ts';

export type DetectorVocabulary = {
  tokenPattern: string;
  maxChars: number;
  sentenceEnds: string;
  closers: string;
  maxSentence: number;
  words: string[];
  chars: string;
  thresholds: { token: number; gap: number };
  /** Test cases written at training: tokens, ids, sentences and PyTorch's probabilities for the first sentence. */
  check: {
    text: string;
    tokens: string[];
    wordIds: number[];
    sentences: [number, number][];
    firstSentence: number[][];
  }[];
};

/** A part of the text the detector thinks is likely wrong: a token run, or the gap before a word ("something is missing here"). */
export type DetectorFinding = LikelyError;

export type Detected = {
  /** Per token: [start, end) in UTF-16 units, probability it is wrong, probability a word is missing before it. */
  tokens: { start: number; end: number; wrong: number; missingBefore: number }[];
  findings: DetectorFinding[];
  /** Expected errors per token, the CEFR model's `detectedErrors` feature (train.py's density). */
  errorDensity: number;
};

const PAD = 0;
const UNK = 1;
const DIR = new URL('./detector/', import.meta.url);

export const loadVocabulary = (): DetectorVocabulary =>
  JSON.parse(readFileSync(new URL('vocabulary.json', DIR), 'utf8')) as DetectorVocabulary;

type Token = { start: number; end: number; text: string };

export function makeTokenizer(vocabulary: DetectorVocabulary) {
  const pattern = new RegExp(vocabulary.tokenPattern, 'gu');
  const wordIds = new Map(vocabulary.words.map((w, i) => [w, i + 2]));
  const charIds = new Map([...vocabulary.chars].map((c, i) => [c, i + 2]));
  const ends = new Set(vocabulary.sentenceEnds);
  const closers = new Set(vocabulary.closers);
  return {
    tokenize: (text: string) =>
      [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] })),
    /**
     * [first, last + 1) token ranges, one per sentence: it ends after a run of closing marks that holds . ! ? or …,
     * at a line break, or after maxSentence tokens (tokens.py's sentences).
     */
    sentences: (text: string, tokens: Token[]): [number, number][] => {
      const out: [number, number][] = [];
      let first = 0;
      tokens.forEach((tok, i) => {
        const next = tokens[i + 1];
        let end = !next || i + 1 - first >= vocabulary.maxSentence || text.slice(tok.end, next.start).includes('\n');
        if (!end && next && closers.has(tok.text) && !closers.has(next.text)) {
          for (let j = i; j >= first && closers.has((tokens[j] as Token).text); j--)
            if (ends.has((tokens[j] as Token).text)) end = true;
        }
        if (end) {
          out.push([first, i + 1]);
          first = i + 1;
        }
      });
      return out;
    },
    wordId: (token: string) => wordIds.get(token.toLowerCase().replace(/[0-9]/g, '0')) ?? UNK,
    /** Code points, as Python counts characters; cut or padded to maxChars. */
    charIds: (token: string) => {
      const ids = [...token].slice(0, vocabulary.maxChars).map((c) => charIds.get(c) ?? UNK);
      while (ids.length < vocabulary.maxChars) ids.push(PAD);
      return ids;
    },
  };
}

type Runtime = { session: InferenceSession; ort: typeof import('onnxruntime-node') };
let runtime: Promise<Runtime> | undefined;
let loaded: { vocabulary: DetectorVocabulary; tokenizer: ReturnType<typeof makeTokenizer> } | undefined;
const tables = () => {
  if (!loaded) {
    const vocabulary = loadVocabulary();
    loaded = { vocabulary, tokenizer: makeTokenizer(vocabulary) };
  }
  return loaded;
};

function loadRuntime(): Promise<Runtime> {
  runtime ??= (async () => {
    const ort = await import('onnxruntime-node');
    // One thread: the worker pool already runs one analysis per thread, on a small host.
    const session = await ort.InferenceSession.create(new URL('detector.onnx', DIR).pathname, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
    });
    return { session, ort };
  })();
  return runtime;
}

/** Probabilities per token, [wrong, missing before], for one sentence's tokens. */
async function probabilities(tokens: string[]): Promise<Float32Array> {
  const { session, ort } = await loadRuntime();
  const { vocabulary, tokenizer } = tables();
  const n = tokens.length;
  const words = BigInt64Array.from(tokens, (x) => BigInt(tokenizer.wordId(x)));
  const chars = BigInt64Array.from(
    tokens.flatMap((x) => tokenizer.charIds(x)),
    (id) => BigInt(id),
  );
  const out = await session.run({
    words: new ort.Tensor('int64', words, [1, n]),
    chars: new ort.Tensor('int64', chars, [1, n, vocabulary.maxChars]),
  });
  return out.probabilities?.data as Float32Array;
}

/** Runs of tokens above the token threshold, and gaps above the gap threshold (train.py's findings_of). */
export function findingsOf(tokens: Detected['tokens'], thresholds: { token: number; gap: number }): DetectorFinding[] {
  const out: DetectorFinding[] = [];
  let run: DetectorFinding | undefined;
  let runEnd = -2;
  tokens.forEach((tok, i) => {
    if (tok.wrong >= thresholds.token) {
      if (run && runEnd === i - 1) {
        run.end = tok.end;
        run.probability = Math.max(run.probability, tok.wrong);
      } else {
        run = { start: tok.start, end: tok.end, kind: 'token', probability: tok.wrong };
        out.push(run);
      }
      runEnd = i;
    }
    const before = tokens[i - 1];
    if (before && tok.missingBefore >= thresholds.gap)
      out.push({ start: before.end, end: tok.start, kind: 'gap', probability: tok.missingBefore });
  });
  return out.map((f) => ({ ...f, probability: Math.round(f.probability * 1000) / 1000 }));
}

export async function detectErrors(text: string): Promise<Detected> {
  const { vocabulary, tokenizer } = tables();
  const cut = tokenizer.tokenize(text);
  if (cut.length === 0) return { tokens: [], findings: [], errorDensity: 0 };
  const p = new Float32Array(cut.length * 2);
  // One sentence at a time, as the model was trained.
  for (const [first, last] of tokenizer.sentences(text, cut))
    p.set(await probabilities(cut.slice(first, last).map((x) => x.text)), first * 2);
  const tokens = cut.map((x, i) => ({
    start: x.start,
    end: x.end,
    wrong: p[2 * i] as number,
    missingBefore: p[2 * i + 1] as number,
  }));
  const errorDensity = tokens.reduce((sum, x) => sum + x.wrong + x.missingBefore, 0) / tokens.length;
  return { tokens, findings: findingsOf(tokens, vocabulary.thresholds), errorDensity };
}
