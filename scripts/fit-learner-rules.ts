// npm run fit:learner-rules: measures every learner-error rule (learner-rules.ts)
// and harper.js's fixes against examiners' corrections on the Write & Improve
// training writers only, and writes what ships:
//   - a learner rule id is kept when examiners corrected at least MIN_PRECISION
//     of its findings (at least MIN_FINDINGS of them), or every one of at
//     least MIN_FINDINGS_ALL_CORRECT (rare mistakes, such as "since two years");
//   - its fix is shown when it was the examiner's own correction for at least
//     MIN_FIX_RATE of its correct findings; otherwise the mark has no fix;
//   - a harper rule whose first suggestion is the examiner's below that rate
//     loses its fixes ("check this part").
// Then it prints the held-out writers' figures (never used above).
// Skips when ../shared/data/write-and-improve is absent.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { combineFindings, firstIsCommonest, type Tables } from '../src/server/features/writing-feedback/findings.ts';
import { filterFindings, type RuleFinding } from '../src/server/features/writing-feedback/grammar.ts';
import { type LearnerHit, learnerHits } from '../src/server/features/writing-feedback/learner-rules.ts';
import { describeFigures, findingsFigures, suggestionMatches } from './fitting/findings.ts';
import { lintAll, loadCorpus, overlaps, type Sample } from './fitting/write-and-improve.ts';

const MIN_PRECISION = 0.8;
const MIN_FINDINGS = 5;
const MIN_FINDINGS_ALL_CORRECT = 3;
const MIN_FIX_RATE = 0.5;

const samples = loadCorpus();
if (!samples) {
  console.log('fit:learner-rules skipped: ../shared/data/write-and-improve is not here');
  process.exit(0);
}
const training = samples.filter((s) => !s.heldOut);
const heldOut = samples.filter((s) => s.heldOut);
const lints = await lintAll(samples);
const checkerOf = (s: Sample): RuleFinding[] => filterFindings(s.text, lints.get(s.id) ?? []);
const hitsOf = new Map<string, LearnerHit[]>(samples.map((s) => [s.id, learnerHits(s.text)]));

type Tally = { findings: number; correct: number; offered: number; right: number };
const tally = () => ({ findings: 0, correct: 0, offered: 0, right: 0 });
function count(table: Map<string, Tally>, key: string, s: Sample, f: LearnerHit | RuleFinding, mark?: string) {
  const t = table.get(key) ?? tally();
  table.set(key, t);
  t.findings++;
  if (!s.corrections.some((c) => overlaps(f, c))) return;
  t.correct++;
  if (!f.suggestions.length) return;
  t.offered++;
  if (suggestionMatches(s.text, { ...f, mark }, s.corrections)) t.right++;
}

const learner = new Map<string, Tally>();
const checker = new Map<string, Tally>();
const checkerCommonest = new Map<string, Tally>();
for (const s of training) {
  for (const h of hitsOf.get(s.id) ?? []) count(learner, h.rule, s, h, h.mark);
  for (const f of checkerOf(s)) {
    count(checker, f.rule, s, f);
    if (firstIsCommonest(f.suggestions)) count(checkerCommonest, f.rule, s, f);
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const rate = (t: Tally) => (t.offered ? t.right / t.offered : 0);
const rules: Record<string, { precision: number; findings: number; fixRate: number; fix: boolean }> = {};
console.log('learner rules on the training writers (precision, findings, first fix = examiner’s):');
for (const [id, t] of [...learner].sort((a, b) => b[1].findings - a[1].findings)) {
  const precision = t.correct / t.findings;
  const kept =
    (t.findings >= MIN_FINDINGS && precision >= MIN_PRECISION) ||
    (t.findings >= MIN_FINDINGS_ALL_CORRECT && precision === 1);
  const fix = rate(t) >= MIN_FIX_RATE;
  console.log(
    `  ${kept ? 'kept   ' : 'dropped'} ${id}: ${precision.toFixed(3)}, ${t.findings}, fix ${(rate(t) * 100).toFixed(0)} % of ${t.offered}${kept && !fix ? ' (shown without a fix)' : ''}`,
  );
  if (kept) rules[id] = { precision: round(precision), findings: t.findings, fixRate: round(rate(t)), fix };
}
const checkerFixes: Record<string, 'all' | 'commonest'> = {};
console.log('harper.js kept rules, first fix = examiner’s (training writers):');
for (const [rule, t] of [...checker].sort((a, b) => b[1].findings - a[1].findings)) {
  const commonest = checkerCommonest.get(rule) ?? tally();
  if (t.offered && rate(t) >= MIN_FIX_RATE) checkerFixes[rule] = 'all';
  else if (commonest.offered >= MIN_FINDINGS && rate(commonest) >= MIN_FIX_RATE) checkerFixes[rule] = 'commonest';
  const fixes = checkerFixes[rule];
  const shown =
    fixes === 'all'
      ? 'fixes shown'
      : fixes === 'commonest'
        ? 'fix shown only when it is the commonest word offered'
        : undefined;
  console.log(
    `  ${rule}: ${(rate(t) * 100).toFixed(0)} % of ${t.offered}; when it is the commonest word offered ${(rate(commonest) * 100).toFixed(0)} % of ${commonest.offered}: ${shown ?? 'no fixes shown'}`,
  );
}

writeFileSync(
  join(import.meta.dirname, '../src/server/features/writing-feedback/learner-rules.json'),
  `${JSON.stringify(
    {
      note: `Written by npm run fit:learner-rules on the Write & Improve training writers. A learner rule is kept when examiners corrected at least ${MIN_PRECISION * 100} % of its findings (at least ${MIN_FINDINGS}), or all of at least ${MIN_FINDINGS_ALL_CORRECT}; a fix is shown when it was the examiner's own correction for at least ${MIN_FIX_RATE * 100} % of the correct findings; checkerFixes says the same of harper.js's rules (commonest: only when its first suggestion is the commonest word it offers; a rule not listed shows no fix).`,
      rules,
      checkerFixes: Object.fromEntries(Object.entries(checkerFixes).sort()),
    },
    null,
    2,
  )}\n`,
);

const tables: Tables = {
  learner: Object.fromEntries(Object.entries(rules).map(([id, r]) => [id, { fix: r.fix }])),
  checkerFixes,
};
console.log(`\nheld-out writers (${heldOut.length} texts), never used above:`);
console.log(
  describeFigures(
    '  before (harper.js kept rules)',
    findingsFigures(heldOut, (s) => checkerOf(s)),
  ),
);
console.log(
  describeFigures(
    '  learner rules alone',
    findingsFigures(heldOut, (s) => combineFindings(s.text, [], hitsOf.get(s.id) ?? [], tables)),
  ),
);
console.log(
  describeFigures(
    '  harper.js with the fix table',
    findingsFigures(heldOut, (s) => combineFindings(s.text, checkerOf(s), [], { ...tables, learner: {} })),
  ),
);
console.log(
  describeFigures(
    '  now (both)',
    findingsFigures(heldOut, (s) => combineFindings(s.text, checkerOf(s), hitsOf.get(s.id) ?? [], tables)),
  ),
);
