// npm run fit:likely-fixes (after fit:writing and fit:detector-thresholds): the fixes the error detector's marks
// may offer (likely-fixes.ts). From the Write & Improve training writers less the dev writers, what the examiners
// wrote in place of up to three words a learner wrote, and what they added where something was missing, most
// often first (no deletions: a fix shows what to write). Then, on the dev writers (the detector never learned from
// them), every detector mark a learner would see is given each of its first TRIES corrections, read back by the
// detector; the bar on how surely wrong the best one still reads is the highest that keeps the examiners' own
// correction at MIN_RIGHT of the correct marks it fixes. Writes likely-fixes.json, derived from the Write &
// Improve corpus (NOTICE). The held-out writers are measured by `BENCH_ONLY=writing npm run bench`, never here.
// Skips when ../shared/data/write-and-improve is absent.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectEach, detectErrors } from '../src/server/features/writing-feedback/detector.ts';
import { combineFindings, withLikelyErrors } from '../src/server/features/writing-feedback/findings.ts';
import { filterFindings } from '../src/server/features/writing-feedback/grammar.ts';
import { learnerHits } from '../src/server/features/writing-feedback/learner-rules.ts';
import { bestFix, fixKey, triedFixes } from '../src/server/features/writing-feedback/likely-fixes.ts';
import { suggestionMatches } from './fitting/findings.ts';
import { isDevWriter, lintAll, loadCorpus, overlaps } from './fitting/write-and-improve.ts';

const TRIES = 5;
const MIN_COUNT = 2;
// The bar is 70 % of fixes offered; the dev writers are few, so the choice keeps room above it.
const MIN_RIGHT = 0.78;
const OUT = join(import.meta.dirname, '../src/server/features/writing-feedback/likely-fixes.json');

const samples = loadCorpus();
if (!samples) {
  console.log('fit:likely-fixes skipped: ../shared/data/write-and-improve is not here');
  process.exit(0);
}
const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;
const counts = new Map<string, Map<string, number>>();
for (const s of samples.filter((x) => !x.heldOut && !isDevWriter(x.writer))) {
  for (const c of s.corrections) {
    const fix = c.text?.trim().replace(/\s+/g, ' ');
    const wrote = s.text.slice(c.start, c.end);
    if (!fix || words(wrote) > 3 || words(fix) > 3) continue;
    const key = c.start === c.end ? '' : fixKey(wrote);
    if (c.start !== c.end && !key) continue;
    const row = counts.get(key) ?? new Map<string, number>();
    row.set(fix, (row.get(fix) ?? 0) + 1);
    counts.set(key, row);
  }
}
const fixes: Record<string, [string, number][]> = {};
for (const [key, row] of [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  const kept = [...row]
    .filter(([, n]) => n >= MIN_COUNT)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, TRIES);
  if (kept.length) fixes[key] = kept;
}
console.log(`${Object.keys(fixes).length} marked words with an examiners' correction seen at least ${MIN_COUNT} times`);

const dev = samples.filter((s) => !s.heldOut && isDevWriter(s.writer));
const lints = await lintAll(dev);
const trial = { accept: 2, tries: TRIES, fixes };
const tried: { left: number; right: boolean }[] = [];
for (const s of dev) {
  const detected = await detectErrors(s.text);
  const shown = withLikelyErrors(
    s.text,
    combineFindings(s.text, filterFindings(s.text, lints.get(s.id) ?? []), learnerHits(s.text)),
    detected.findings,
  );
  const marks = shown.filter((f) => f.rule === 'detector' && s.corrections.some((c) => overlaps(f, c)));
  const options = await triedFixes(s.text, marks, detectEach, trial);
  marks.forEach((f, i) => {
    const best = bestFix(options[i] ?? []);
    if (best)
      tried.push({
        left: best.left,
        right: suggestionMatches(s.text, { ...f, suggestions: [best.fix] }, s.corrections),
      });
  });
}
tried.sort((a, b) => a.left - b.left);
let accept = 0;
let right = 0;
let offered = 0;
let kept = { right: 0, offered: 0 };
for (const t of tried) {
  offered++;
  if (t.right) right++;
  if (offered >= 20 && right / offered >= MIN_RIGHT) {
    accept = t.left + 1e-6;
    kept = { right, offered };
  }
}
console.log(
  `dev writers: ${tried.length} correct detector marks with a correction to try; with the bar at ${accept.toFixed(3)}, ${kept.offered} get a fix, the examiners' own for ${kept.right} (${((100 * kept.right) / Math.max(1, kept.offered)).toFixed(1)} %)`,
);
writeFileSync(
  OUT,
  `${JSON.stringify({
    note: 'Written by npm run fit:likely-fixes from the Write & Improve training writers (non-commercial research and educational use: NOTICE).',
    accept: Math.round(accept * 1e4) / 1e4,
    tries: TRIES,
    fixes,
  })}\n`,
);
