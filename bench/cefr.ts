// Agreement of the shipped writing feedback with Cambridge's examiners on the
// held-out Write & Improve writers (never used to fit or choose anything): the
// CEFR estimate, everything a learner is shown (with how often a fix offered
// is the examiners' correction) and the learned error detector alone, beside
// the detector it replaced (bench/previous-detector.ts) and the naive
// baseline, in the same run. Skips when ../shared/data/write-and-improve is absent.

import { describeFigures, type FindingsFigures, findingsFigures } from '../scripts/fitting/findings.ts';
import {
  type CheckerFigures,
  checkerFigures,
  commonestLevel,
  type LevelAgreement,
  levelAgreement,
  lintAll,
  loadCorpus,
  type Sample,
  tokenFigures,
  wrongTokens,
} from '../scripts/fitting/write-and-improve.ts';
import { CEFR_LEVELS, type CefrModel } from '../src/server/features/writing-feedback/cefr.ts';
import { type Detected, detectErrors } from '../src/server/features/writing-feedback/detector.ts';
import { estimateBands } from '../src/server/features/writing-feedback/estimate.ts';
import {
  combineFindings,
  type ShownFinding,
  withLikelyErrors,
} from '../src/server/features/writing-feedback/findings.ts';
import { checkFixes } from '../src/server/features/writing-feedback/fix-check.ts';
import { filterFindings, isSpelling, type RuleFinding } from '../src/server/features/writing-feedback/grammar.ts';
import { learnerHits } from '../src/server/features/writing-feedback/learner-rules.ts';
import { fixLikelyErrors } from '../src/server/features/writing-feedback/likely-fixes.ts';
import { tagsOf } from '../src/server/features/writing-feedback/pos-tags.ts';
import { rankOf } from '../src/server/features/writing-feedback/word-rank.ts';
import { loadPreviousDetector, PREVIOUS_COMMIT } from './previous-detector.ts';

type Figures = {
  level: LevelAgreement;
  tooShort: number;
  learnerSees: FindingsFigures;
  detectorTokens: { precision: number; recall: number; f05: number };
  detectorFindings: CheckerFigures & { precision: number; recall: number; f05: number };
};

async function measure(
  held: Sample[],
  lints: Map<string, RuleFinding[]>,
  detect: (text: string) => Promise<Detected>,
  options: { cefrModel?: CefrModel; checkedFixes: boolean },
): Promise<Figures> {
  const detected = new Map<string, Detected>();
  const shown = new Map<string, ShownFinding[]>();
  const judged: { truth: number; guess: number }[] = [];
  let tooShort = 0;
  for (const s of held) {
    const d = await detect(s.text);
    detected.set(s.id, d);
    const checker = filterFindings(s.text, lints.get(s.id) ?? []);
    const combined = combineFindings(s.text, checker, learnerHits(s.text));
    // As analyse.ts builds what the learner sees (the previous version offered every fix unread).
    const fixes = options.checkedFixes ? await checkFixes(s.text, combined) : combined;
    const marked = withLikelyErrors(s.text, fixes, d.findings);
    shown.set(s.id, options.checkedFixes ? await fixLikelyErrors(s.text, marked) : marked);
    const spelling = checker.filter(isSpelling).length;
    const { cefr } = estimateBands({
      text: s.text,
      targetWords: 150,
      findings: {
        spelling,
        grammar: checker.length - spelling,
        all: (lints.get(s.id) ?? []).length,
        detected: d.errorDensity,
      },
      rankOf,
      tagsOf,
      cefrModel: options.cefrModel,
    });
    if (cefr === null) tooShort++;
    else judged.push({ truth: s.level, guess: CEFR_LEVELS.indexOf(cefr) });
  }
  return {
    level: levelAgreement(
      judged.map((j) => j.truth),
      judged.map((j) => j.guess),
    ),
    tooShort,
    learnerSees: findingsFigures(held, (s) => shown.get(s.id) ?? []),
    detectorTokens: tokenFigures(
      held.map((s) => {
        const d = detected.get(s.id) as Detected;
        return {
          truth: wrongTokens(d.tokens, s.corrections),
          guess: d.tokens.map((t) => Math.max(t.wrong, t.missingBefore) >= 0.5),
        };
      }),
    ),
    detectorFindings: checkerFigures(held, (s) => detected.get(s.id)?.findings ?? []),
  };
}

export async function benchCefr() {
  const samples = loadCorpus();
  if (!samples) return null;
  const held = samples.filter((s) => s.heldOut);
  const train = samples.filter((s) => !s.heldOut);
  const lints = await lintAll(held);
  const previous = await loadPreviousDetector();
  const commonest = commonestLevel(train);
  return {
    texts: held.length,
    now: await measure(held, lints, detectErrors, { checkedFixes: true }),
    previous: previous
      ? await measure(held, lints, previous.detect, { cefrModel: previous.cefrModel, checkedFixes: false })
      : null,
    baseline: levelAgreement(
      held.map((s) => s.level),
      held.map(() => commonest),
    ),
    commonest: CEFR_LEVELS[commonest],
  };
}

export function printCefr(r: Awaited<ReturnType<typeof benchCefr>>) {
  if (!r) {
    console.log('writing feedback vs examiners: skipped (../shared/data/write-and-improve is not here)');
    return;
  }
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  const level = (a: LevelAgreement) =>
    `exact ${pct(a.exact)}, within one level ${pct(a.within)}, QWK ${a.kappa.toFixed(3)}`;
  const pr = (f: { precision: number; recall: number; f05: number }) =>
    `precision ${f.precision.toFixed(3)}, recall ${f.recall.toFixed(3)}, F0.5 ${f.f05.toFixed(3)}`;
  console.log(`writing feedback vs examiners, held-out Write & Improve writers (${r.texts} texts):`);
  const rows: [string, Figures][] = [
    ['now (fine-tuned MiniLM detector, fixes read back, the detector’s marks fixed where sure)', r.now],
  ];
  if (r.previous) rows.push([`previous (BiLSTM detector at ${PREVIOUS_COMMIT}, every fix offered)`, r.previous]);
  else console.log('  (the previous detector is not in this clone’s history: its column is skipped)');
  for (const [name, f] of rows) {
    console.log(`  ${name}:`);
    console.log(
      `    CEFR estimate: ${level(f.level)} (${f.tooShort} too short to judge; target ≥ 50 %, ≥ 90 %, ≥ 0.85)`,
    );
    console.log(
      describeFigures(
        '    all findings a learner is shown (target: precision ≥ 0.85, recall ≥ 0.30, fixes ≥ 70 %)',
        f.learnerSees,
      ),
    );
    console.log(`    error detector alone, tokens (p ≥ 0.5): ${pr(f.detectorTokens)}`);
    console.log(
      `    error detector alone, "check this part" findings: ${pr(f.detectorFindings)} (${f.detectorFindings.findings} findings)`,
    );
  }
  console.log(`  baseline (always ${r.commonest}): ${level(r.baseline)}`);
}
