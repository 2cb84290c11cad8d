// How the shown findings compare with examiners' corrections: precision (a
// finding counts when it overlaps a correction; a gap finding when a
// correction inserts at that gap), recall, and how often a correct finding's
// first suggestion is the examiner's own correction.
import { applyFix } from '#src/server/features/writing-feedback/fix-check.ts';
import type { Correction, Sample } from './write-and-improve.ts';
import { overlaps } from './write-and-improve.ts';

type Shown = { start: number; end: number; suggestions: string[]; mark?: string };

/** Spaces as a reader sees them: one between words, none before punctuation. */
const normal = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim();

/** Whether the first suggestion gives the same words as the examiner's corrections it overlaps. */
export function suggestionMatches(text: string, f: Shown, corrections: Correction[]): boolean {
  const near = corrections.filter((c) => overlaps(f, c));
  if (!near.length || near.some((c) => c.text === null)) return false;
  const from = Math.min(f.start, ...near.map((c) => c.start));
  const to = Math.max(f.end, ...near.map((c) => c.end));
  let theirs = '';
  let at = from;
  for (const c of [...near].sort((a, b) => a.start - b.start)) {
    theirs += text.slice(at, Math.max(at, c.start)) + c.text;
    at = Math.max(at, c.end);
  }
  theirs += text.slice(at, to);
  return normal(applyFix(text, f, from, to)) === normal(theirs);
}

export type FindingsFigures = {
  findings: number;
  correct: number;
  corrections: number;
  found: number;
  precision: number;
  recall: number;
  /** Correct findings that offer a fix, and those whose first fix is the examiner's. */
  offered: number;
  right: number;
  suggestions: number;
};

export function findingsFigures(samples: Sample[], findingsOf: (s: Sample) => Shown[]): FindingsFigures {
  const t = { findings: 0, correct: 0, corrections: 0, found: 0, offered: 0, right: 0 };
  for (const s of samples) {
    const shown = findingsOf(s);
    t.findings += shown.length;
    t.corrections += s.corrections.length;
    t.found += s.corrections.filter((c) => shown.some((f) => overlaps(f, c))).length;
    for (const f of shown) {
      if (!s.corrections.some((c) => overlaps(f, c))) continue;
      t.correct++;
      if (!f.suggestions.length) continue;
      t.offered++;
      if (suggestionMatches(s.text, f, s.corrections)) t.right++;
    }
  }
  return {
    ...t,
    precision: t.findings ? t.correct / t.findings : 0,
    recall: t.corrections ? t.found / t.corrections : 0,
    suggestions: t.offered ? t.right / t.offered : 0,
  };
}

export function describeFigures(label: string, r: FindingsFigures): string {
  return `${label}: precision ${r.precision.toFixed(3)}, recall ${r.recall.toFixed(3)} (${r.findings} findings, ${r.found} of ${r.corrections} corrections found); first suggestion = examiner's for ${(r.suggestions * 100).toFixed(1)} % of ${r.offered} correct findings with a fix`;
}
