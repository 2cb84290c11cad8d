// The learned error detector: a pretrained encoder (all-MiniLM-L6-v2)
// fine-tuned by `npm run fit:writing` on the Write & Improve training
// writers and artificial errors, shipped as ONNX with 8-bit weights beside its
// settings and test cases (detector/). It gives each token two probabilities,
// read from its first word piece: that an examiner would change it, and that
// something is missing just before it. It knows no fix, so its findings say
// "check this part".
//
// Tokens and sentences are cut exactly as scripts/fit-writing/tokens.py cuts
// them, and each token's word pieces made one token at a time, as at training;
// vocabulary.json carries test cases that detector.test.ts checks.
import { readFileSync } from 'node:fs';
import type { LikelyError } from '#src/domain/feedback.ts';
import { type OneThreadModel, openOneThreadModel } from '#src/server/language/one-thread-model.ts';
import type { createWordPieces } from '#src/server/language/word-pieces.ts';

export type DetectorVocabulary = {
  tokenPattern: string;
  sentenceEnds: string;
  closers: string;
  maxSentence: number;
  /** Word pieces of one sentence the model reads, [CLS] and [SEP] included; tokens past them get no probability. */
  maxPieces: number;
  thresholds: { token: number; gap: number };
  trainedAt: string;
  /** Test cases written at training: tokens, sentences, the first sentence's pieces and the exported model's probabilities. */
  check: {
    text: string;
    tokens: string[];
    sentences: [number, number][];
    firstSentencePieces: number[];
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

const DIR = new URL('./detector/', import.meta.url);

export const loadVocabulary = (): DetectorVocabulary =>
  JSON.parse(readFileSync(new URL('vocabulary.json', DIR), 'utf8')) as DetectorVocabulary;

type Token = { start: number; end: number; text: string };

export function makeTokenizer(vocabulary: DetectorVocabulary) {
  const pattern = new RegExp(vocabulary.tokenPattern, 'gu');
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
  };
}

let runtime: Promise<OneThreadModel> | undefined;
let loaded: { vocabulary: DetectorVocabulary; tokenizer: ReturnType<typeof makeTokenizer> } | undefined;
/** The shipped settings and the tokenizer made from them, read once a thread. */
export const tables = () => {
  if (!loaded) {
    const vocabulary = loadVocabulary();
    loaded = { vocabulary, tokenizer: makeTokenizer(vocabulary) };
  }
  return loaded;
};

function loadRuntime(): Promise<OneThreadModel> {
  runtime ??= openOneThreadModel(new URL('detector.onnx', DIR).pathname);
  return runtime;
}

/**
 * A sentence's piece ids ([CLS] … [SEP]) and each token's first piece's place (-1: the token has no piece, or
 * comes after maxPieces): encoder_detector.py's Pieces.sentence.
 */
export function sentencePieces(
  tokens: string[],
  pieces: ReturnType<typeof createWordPieces>,
  maxPieces: number,
): { ids: number[]; first: number[] } {
  const whole = pieces.encode('', 2).ids;
  const ids = [whole[0] as number];
  const first = tokens.map((token) => {
    const own = pieces.encode(token, Number.POSITIVE_INFINITY).ids.slice(1, -1);
    if (!own.length || ids.length + own.length > maxPieces - 1) return -1;
    ids.push(...own);
    return ids.length - own.length;
  });
  ids.push(whole[1] as number);
  return { ids, first };
}

/** Sentences read in one run of the model: a batch of similar length, padded to the longest. */
const BATCH = 8;

/** Probabilities per token, [wrong, missing before], for each sentence's tokens, read in one padded batch. */
async function probabilities(sentences: string[][]): Promise<Float32Array[]> {
  const { session, ort, pieces } = await loadRuntime();
  const read = sentences.map((tokens) => sentencePieces(tokens, pieces, tables().vocabulary.maxPieces));
  const n = Math.max(...read.map((r) => r.ids.length));
  const ids = new BigInt64Array(read.length * n);
  const mask = new BigInt64Array(read.length * n);
  read.forEach((r, b) => {
    r.ids.forEach((id, i) => {
      ids[b * n + i] = BigInt(id);
      mask[b * n + i] = 1n;
    });
  });
  const out = await session.run({
    input_ids: new ort.Tensor('int64', ids, [read.length, n]),
    attention_mask: new ort.Tensor('int64', mask, [read.length, n]),
  });
  const byPiece = out.probabilities?.data as Float32Array;
  return read.map((r, b) => {
    const p = new Float32Array(r.first.length * 2);
    r.first.forEach((at, i) => {
      if (at < 0) return;
      p[2 * i] = byPiece[2 * (b * n + at)] as number;
      p[2 * i + 1] = byPiece[2 * (b * n + at) + 1] as number;
    });
    return p;
  });
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

/**
 * What the detector reads in each text, each sentence on its own as the model was trained; the sentences of all
 * the texts are read together, in batches of similar length (fewer runs of the model: a fix's tries are read so).
 */
export async function detectEach(texts: string[]): Promise<Detected[]> {
  const { vocabulary, tokenizer } = tables();
  const cut = texts.map((text) => tokenizer.tokenize(text));
  const p = cut.map((tokens) => new Float32Array(tokens.length * 2));
  const parts = texts.flatMap((text, t) =>
    tokenizer.sentences(text, cut[t] as Token[]).map(([first, last]) => ({ t, first, last })),
  );
  parts.sort((a, b) => a.last - a.first - (b.last - b.first));
  for (let k = 0; k < parts.length; k += BATCH) {
    const batch = parts.slice(k, k + BATCH);
    const read = await probabilities(
      batch.map(({ t, first, last }) => (cut[t] as Token[]).slice(first, last).map((x) => x.text)),
    );
    batch.forEach(({ t, first }, j) => {
      (p[t] as Float32Array).set(read[j] as Float32Array, first * 2);
    });
  }
  return cut.map((tokens, t) => detectedOf(tokens, p[t] as Float32Array, vocabulary.thresholds));
}

/** A text's tokens with their probabilities (p: [wrong, missing before] per token), its findings and error density. */
export function detectedOf(tokens: Token[], p: Float32Array, thresholds: { token: number; gap: number }): Detected {
  if (!tokens.length) return { tokens: [], findings: [], errorDensity: 0 };
  const read = tokens.map((x, i) => ({
    start: x.start,
    end: x.end,
    wrong: p[2 * i] as number,
    missingBefore: p[2 * i + 1] as number,
  }));
  const errorDensity = read.reduce((sum, x) => sum + x.wrong + x.missingBefore, 0) / read.length;
  return { tokens: read, findings: findingsOf(read, thresholds), errorDensity };
}

export async function detectErrors(text: string): Promise<Detected> {
  return (await detectEach([text]))[0] as Detected;
}
