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
import { fixKey, triedFixes } from '../src/server/features/writing-feedback/likely-fixes.ts';
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
const trial = { accept: 2, share: 0, tries: TRIES, fixes };
// Per correct mark: its tries in the table's order (most frequent first), each read back, and whether it is the
// examiners' correction.
const marked: { left: number; share: number; right: boolean }[][] = [];
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
    marked.push(
      (options[i] ?? []).map((o) => ({
        left: o.left,
        share: o.share,
        right: suggestionMatches(s.text, { ...f, suggestions: [o.fix] }, s.corrections),
      })),
    );
  });
}
// The fix offered with a bar and a least share: the most frequent correction the detector reads as right.
const atBar = (bar: number, share: number) => {
  const chosen = marked.flatMap((tries) => tries.filter((t) => t.left < bar && t.share >= share).slice(0, 1));
  return { offered: chosen.length, right: chosen.filter((t) => t.right).length };
};
let best = { accept: 0, share: 1, offered: 0, right: 0 };
for (const share of [0, 0.2, 0.3, 0.4, 0.5, 0.6]) {
  for (let bar = 0.02; bar <= 0.9; bar += 0.02) {
    const r = atBar(bar, share);
    if (r.offered >= 20 && r.right / r.offered >= MIN_RIGHT && r.right > best.right)
      best = { accept: bar, share, ...r };
  }
  const r = atBar(0.1, share);
  console.log(
    `  least share ${share}: at doubt < 0.10, ${r.offered} fixes offered, the examiners' own for ${((100 * r.right) / Math.max(1, r.offered)).toFixed(1)} %`,
  );
}
console.log(
  `dev writers: ${marked.length} correct detector marks with a correction to try; chosen: doubt < ${best.accept.toFixed(2)}, share ≥ ${best.share}: ${best.offered} get a fix, the examiners' own for ${best.right} (${((100 * best.right) / Math.max(1, best.offered)).toFixed(1)} %)`,
);
writeFileSync(
  OUT,
  `${JSON.stringify({
    note: 'Written by npm run fit:likely-fixes from the Write & Improve training writers (non-commercial research and educational use: NOTICE).',
    accept: Math.round(best.accept * 100) / 100,
    share: best.share,
    tries: TRIES,
    fixes,
  })}\n`,
);
