// Fixes for the error detector's marks. The detector knows where a mistake
// likely is, not what to write: the examiners of the Write & Improve training
// writers do. likely-fixes.json holds what they wrote in place of the words a
// learner wrote (and what they added where something was missing), most
// often first (npm run fit:likely-fixes). For a mark, each of those
// corrections is tried in the sentence and read back by the detector; the
// most frequent one it reads as right is offered: its doubt left at the
// fixed words is under a bar chosen on the dev writers so that most fixes
// offered are the examiners' own.

import { type Detected, detectEach } from './detector.ts';
import type { ShownFinding } from './findings.ts';
import { fixedSentence, nearestWrong } from './fix-check.ts';
import table from './likely-fixes.json' with { type: 'json' };

/**
 * `accept`: the most doubt the detector may have left at the fixed words; `share`: the least share the fix must
 * hold among the corrections the table keeps for those words (its first `tries`, each seen at least twice): a fix
 * the examiners chose one time in ten is a guess.
 */
type Table = { accept: number; share: number; tries: number; fixes: Record<string, [string, number][]> };
const SHIPPED = table as unknown as Table;

/** The key a mark's words are looked up by: lower case, one space between words; a gap's is ''. */
export const fixKey = (words: string) => words.trim().toLowerCase().replace(/\s+/g, ' ');

/** The examiners' corrections for these words, most frequent first, in the learner's capitals. */
export function candidatesFor(
  words: string,
  gap: boolean,
  fixes: Table['fixes'],
  most: number,
): { fix: string; share: number }[] {
  const found = fixes[gap ? '' : fixKey(words)] ?? [];
  const total = found.reduce((sum, [, n]) => sum + n, 0);
  const capital = /^\p{Lu}/u.test(words.trim()) && !gap;
  return found
    .slice(0, most)
    .map(([c, n]) => ({ fix: capital && c ? (c[0] as string).toUpperCase() + c.slice(1) : c, share: n / total }))
    .filter((c) => c.fix.trim() !== words.trim());
}

/**
 * Each fix tried for each detector mark, with how surely wrong the detector still reads the words there (lower
 * is better), all read in one go: what fit:likely-fixes measures, and what `fixLikelyErrors` chooses from.
 */
export async function triedFixes(
  text: string,
  marks: Pick<ShownFinding, 'start' | 'end' | 'mark'>[],
  detect: (sentences: string[]) => Promise<Detected[]> = detectEach,
  t: Table = SHIPPED,
): Promise<{ fix: string; share: number; left: number }[][]> {
  const tries = marks.map((f) =>
    candidatesFor(text.slice(f.start, f.end), f.mark === 'gap', t.fixes, t.tries).map((c) => ({
      ...c,
      ...fixedSentence(text, { ...f, suggestions: [c.fix] }),
    })),
  );
  const read = await detect(tries.flat().map((x) => x.sentence));
  let k = 0;
  return tries.map((options) =>
    options.map((x) => ({ fix: x.fix, share: x.share, left: nearestWrong(read[k++] as Detected, x.from, x.to) })),
  );
}

/** The detector's marks given the examiners' most frequent correction that it reads as right, where there is one. */
export async function fixLikelyErrors(
  text: string,
  findings: ShownFinding[],
  detect: (sentences: string[]) => Promise<Detected[]> = detectEach,
  t: Table = SHIPPED,
): Promise<ShownFinding[]> {
  const marks = findings.filter((f) => f.rule === 'detector');
  const tried = await triedFixes(text, marks, detect, t);
  // The examiners' most frequent correction that the detector reads as right.
  const chosen = new Map(
    marks.map((f, i) => [f, (tried[i] ?? []).find((x) => x.left < t.accept && x.share >= t.share)]),
  );
  return findings.map((f) => {
    const fix = chosen.get(f);
    return fix ? { ...f, suggestions: [fix.fix], mark: f.mark === 'gap' ? ('gap' as const) : ('fix' as const) } : f;
  });
}
