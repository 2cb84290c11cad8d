// Fixes for the error detector's marks. The detector knows where a mistake
// likely is, not what to write: the examiners of the Write & Improve training
// writers do. likely-fixes.json holds what they wrote in place of the words a
// learner wrote (and what they added where something was missing), most
// often first (npm run fit:likely-fixes). For a mark, each of those
// corrections is tried in the sentence and read back by the detector; the
// one it reads as most surely right is offered, and only when the detector is
// sure enough (a bar chosen on the dev writers so that most fixes offered
// are the examiners' own).

import { type Detected, detectErrors } from './detector.ts';
import type { ShownFinding } from './findings.ts';
import { applyFix, nearestWrong, sentenceAround } from './fix-check.ts';
import table from './likely-fixes.json' with { type: 'json' };

type Table = { accept: number; tries: number; fixes: Record<string, [string, number][]> };
const SHIPPED = table as unknown as Table;

/** The key a mark's words are looked up by: lower case, one space between words; a gap's is ''. */
export const fixKey = (words: string) => words.trim().toLowerCase().replace(/\s+/g, ' ');

/** The examiners' corrections for these words, most frequent first, in the learner's capitals. */
export function candidatesFor(words: string, gap: boolean, fixes: Table['fixes'], most: number): string[] {
  const found = fixes[gap ? '' : fixKey(words)] ?? [];
  const capital = /^\p{Lu}/u.test(words.trim()) && !gap;
  return found
    .slice(0, most)
    .map(([c]) => (capital && c ? (c[0] as string).toUpperCase() + c.slice(1) : c))
    .filter((c) => c.trim() !== words.trim());
}

/**
 * Each fix tried for one detector mark, with how surely wrong the detector still reads the words there (lower
 * is better): what fit:likely-fixes measures, and what `fixLikelyErrors` chooses from.
 */
export async function triedFixes(
  text: string,
  f: Pick<ShownFinding, 'start' | 'end' | 'mark'>,
  detect: (sentence: string) => Promise<Detected> = detectErrors,
  t: Table = SHIPPED,
): Promise<{ fix: string; left: number }[]> {
  const gap = f.mark === 'gap';
  const sentence = sentenceAround(text, f);
  const out: { fix: string; left: number }[] = [];
  for (const fix of candidatesFor(text.slice(f.start, f.end), gap, t.fixes, t.tries)) {
    const finding = { ...f, suggestions: [fix] };
    const fixed = applyFix(text, finding, sentence.start, sentence.end);
    const from = f.start - sentence.start;
    const to = fixed.length - (sentence.end - f.end);
    out.push({ fix, left: nearestWrong(await detect(fixed), from, to) });
  }
  return out;
}

/** The detector's marks given the fix it reads as surely right, where one is (the first tried wins a tie). */
export async function fixLikelyErrors(
  text: string,
  findings: ShownFinding[],
  detect: (sentence: string) => Promise<Detected> = detectErrors,
  t: Table = SHIPPED,
): Promise<ShownFinding[]> {
  const out: ShownFinding[] = [];
  for (const f of findings) {
    if (f.rule !== 'detector') {
      out.push(f);
      continue;
    }
    const tried = await triedFixes(text, f, detect, t);
    const best = tried.reduce<(typeof tried)[number] | undefined>((b, x) => (!b || x.left < b.left ? x : b), undefined);
    out.push(
      best && best.left < t.accept ? { ...f, suggestions: [best.fix], mark: f.mark === 'gap' ? 'gap' : 'fix' } : f,
    );
  }
  return out;
}
