// The Write & Improve corpus (Cambridge English, BEA-2019): learner texts with
// examiners' CEFR levels and corrections, read from ../shared/data only by
// measurement scripts (never shipped, never copied: see its README and
// licence). Split by writer, so one writer's texts are never on both sides.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CEFR_LEVELS, type CefrLevel } from '#src/server/features/writing-feedback/cefr.ts';
import { allFindings, type RuleFinding } from '#src/server/features/writing-feedback/grammar.ts';
import { quadraticKappa } from './ordinal-regression.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const CORPUS_DIR = join(root, '../shared/data/write-and-improve');
const CACHE = join(root, '.cache/write-and-improve-lints.json');

/** An examiner's correction: the span it replaces and its text (null when the examiner left it unclear). */
export type Correction = { start: number; end: number; text: string | null };
export type Sample = {
  id: string;
  writer: string;
  text: string;
  level: number;
  cefr: CefrLevel;
  corrections: Correction[];
  heldOut: boolean;
};

/** Python's offsets count code points; JavaScript's count UTF-16 units. */
function toUtf16(text: string): (i: number) => number {
  if (!/[\uD800-\uDFFF]/.test(text)) return (i) => i;
  const map: number[] = [];
  let unit = 0;
  for (const ch of text) {
    map.push(unit);
    unit += ch.length;
  }
  map.push(unit);
  return (i) => map[i] ?? unit;
}

/** One fifth of the writers, chosen by a hash of their id, are held out and never tuned on. */
const isHeldOut = (writer: string) => (createHash('sha256').update(writer).digest()[0] as number) % 5 === 0;

/**
 * A tenth of the training writers, by another hash: the detector's early stopping and its thresholds are chosen
 * on them (scripts/fit-writing/data.py's is_dev), so the shipped detector never learned from their texts.
 */
export const isDevWriter = (writer: string) =>
  (createHash('sha256').update(`dev:${writer}`).digest()[0] as number) % 10 === 0;

export function loadCorpus(): Sample[] | undefined {
  if (!existsSync(CORPUS_DIR)) return undefined;
  const samples: Sample[] = [];
  for (const file of ['A.train.json', 'B.train.json', 'C.train.json']) {
    for (const line of readFileSync(join(CORPUS_DIR, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as {
        id: string;
        userid?: string;
        text: string;
        cefr: string;
        edits: [number, [number, number, string | null][]][];
      };
      const cefr = row.cefr.slice(0, 2) as CefrLevel;
      const at = toUtf16(row.text);
      const writer = row.userid ?? `text-${row.id}`;
      samples.push({
        id: row.id,
        writer,
        text: row.text,
        level: CEFR_LEVELS.indexOf(cefr),
        cefr,
        corrections: (row.edits[0]?.[1] ?? []).map(([s, e, c]) => ({ start: at(s), end: at(e), text: c })),
        heldOut: isHeldOut(writer),
      });
    }
  }
  return samples;
}

/** Every rule's findings for every text (both varieties), cached by harper's version: linting 3,000 texts takes minutes. */
export async function lintAll(samples: Sample[]): Promise<Map<string, RuleFinding[]>> {
  const version = JSON.parse(readFileSync(join(root, 'node_modules/harper.js/package.json'), 'utf8')).version;
  const grammarSource = readFileSync(join(root, 'src/server/features/writing-feedback/grammar.ts'), 'utf8');
  const key = createHash('sha256').update(version).update(grammarSource).digest('hex');
  const cached = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : undefined;
  const out = new Map<string, RuleFinding[]>(cached?.key === key ? Object.entries(cached.lints) : []);
  let done = 0;
  for (const s of samples) {
    if (!out.has(s.id)) out.set(s.id, await allFindings(s.text, 'both'));
    if (++done % 500 === 0) process.stderr.write(`  linted ${done}/${samples.length}\n`);
  }
  mkdirSync(dirname(CACHE), { recursive: true });
  writeFileSync(CACHE, JSON.stringify({ key, lints: Object.fromEntries(out) }));
  return out;
}

/** A finding counts when it overlaps an examiner's correction (an insertion point inside or at its edge counts). */
export function overlaps(f: { start: number; end: number }, c: Correction): boolean {
  if (c.start === c.end) return c.start >= f.start && c.start <= f.end;
  return f.start < c.end && c.start < f.end;
}

export type CheckerFigures = { findings: number; correct: number; corrections: number; found: number };

export function checkerFigures(samples: Sample[], findingsOf: (s: Sample) => { start: number; end: number }[]) {
  const t: CheckerFigures = { findings: 0, correct: 0, corrections: 0, found: 0 };
  for (const s of samples) {
    const findings = findingsOf(s);
    t.findings += findings.length;
    t.correct += findings.filter((f) => s.corrections.some((c) => overlaps(f, c))).length;
    t.corrections += s.corrections.length;
    t.found += s.corrections.filter((c) => findings.some((f) => overlaps(f, c))).length;
  }
  const precision = t.findings ? t.correct / t.findings : 0;
  const recall = t.corrections ? t.found / t.corrections : 0;
  const f05 = precision + recall ? (1.25 * precision * recall) / (0.25 * precision + recall) : 0;
  return { ...t, precision, recall, f05 };
}

export type LevelAgreement = { exact: number; within: number; kappa: number };

/** How often guessed levels (0 = A1 … 5 = C2) match the examiners': exactly, within one level, and as quadratic weighted kappa. */
export function levelAgreement(truth: number[], guess: number[]): LevelAgreement {
  return {
    exact: guess.filter((g, i) => g === truth[i]).length / truth.length,
    within: guess.filter((g, i) => Math.abs(g - (truth[i] as number)) <= 1).length / truth.length,
    kappa: quadraticKappa(truth, guess, CEFR_LEVELS.length),
  };
}

/** The naive baseline: the level most training texts have. */
export function commonestLevel(training: Sample[]): number {
  const counts = new Array<number>(CEFR_LEVELS.length).fill(0);
  for (const s of training) counts[s.level] = (counts[s.level] as number) + 1;
  return counts.indexOf(Math.max(...counts));
}

/**
 * A token is wrong when an examiner changed part of it, or added something just before it (scripts/fit-writing/data.py's
 * labels_of, in UTF-16 offsets): a change to the space between words, or an insertion, marks the next token.
 */
export function wrongTokens(tokens: { start: number; end: number }[], corrections: Correction[]): boolean[] {
  const wrong = tokens.map(() => false);
  for (const c of corrections) {
    if (c.start < c.end) {
      let hit = false;
      tokens.forEach((t, i) => {
        if (t.start < c.end && c.start < t.end) {
          wrong[i] = true;
          hit = true;
        }
      });
      if (hit) continue;
    }
    const inside = tokens.findIndex((t) => t.start < c.start && c.start < t.end);
    if (inside >= 0) {
      wrong[inside] = true;
      continue;
    }
    const next = tokens.findIndex((t) => t.start >= c.start);
    if (next >= 0) wrong[next] = true;
  }
  return wrong;
}

/** Token precision, recall and F0.5 of guessed wrong tokens against the examiners' (wrongTokens). */
export function tokenFigures(pairs: { truth: boolean[]; guess: boolean[] }[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { truth, guess } of pairs)
    truth.forEach((t, i) => {
      if (guess[i] && t) tp++;
      else if (guess[i]) fp++;
      else if (t) fn++;
    });
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  const f05 = precision + recall ? (1.25 * precision * recall) / (0.25 * precision + recall) : 0;
  return { precision, recall, f05 };
}
