// Agreement of the shipped writing feedback with Cambridge's examiners on the
// held-out Write & Improve writers (never used to fit or choose anything):
// the CEFR estimate, the checker's findings and the learned error detector,
// beside the naive baseline and the previous version's figures.
// Skips when ../shared/data/write-and-improve is absent.

import {
  checkerFigures,
  commonestLevel,
  levelAgreement,
  lintAll,
  loadCorpus,
  tokenFigures,
  wrongTokens,
} from '../scripts/fitting/write-and-improve.ts';
import { CEFR_LEVELS } from '../src/server/features/writing-feedback/cefr.ts';
import { type Detected, detectErrors } from '../src/server/features/writing-feedback/detector.ts';
import { estimateBands } from '../src/server/features/writing-feedback/estimate.ts';
import { combineFindings, withLikelyErrors } from '../src/server/features/writing-feedback/findings.ts';
import { filterFindings, isSpelling } from '../src/server/features/writing-feedback/grammar.ts';
import { learnerHits } from '../src/server/features/writing-feedback/learner-rules.ts';
import { tagsOf } from '../src/server/features/writing-feedback/pos-tags.ts';
import { rankOf } from '../src/server/features/writing-feedback/word-rank.ts';

/** Measured with this file's command at f408654, before the learned detector. */
const PREVIOUS = { kappa: 0.734, within: 0.829, checkerPrecision: 0.89, checkerRecall: 0.092 };

export async function benchCefr() {
  const samples = loadCorpus();
  if (!samples) return null;
  const held = samples.filter((s) => s.heldOut);
  const train = samples.filter((s) => !s.heldOut);
  const lints = await lintAll(held);
  const shown = new Map(held.map((s) => [s.id, filterFindings(s.text, lints.get(s.id) ?? [])]));
  const detected = new Map<string, Detected>();
  for (const s of held) detected.set(s.id, await detectErrors(s.text));
  const judged: { truth: number; guess: number }[] = [];
  let tooShort = 0;
  for (const s of held) {
    const found = shown.get(s.id) ?? [];
    const spelling = found.filter(isSpelling).length;
    const { cefr } = estimateBands({
      text: s.text,
      targetWords: 150,
      findings: {
        spelling,
        grammar: found.length - spelling,
        all: (lints.get(s.id) ?? []).length,
        detected: detected.get(s.id)?.errorDensity ?? 0,
      },
      rankOf,
      tagsOf,
    });
    if (cefr === null) tooShort++;
    else judged.push({ truth: s.level, guess: CEFR_LEVELS.indexOf(cefr) });
  }
  const commonest = commonestLevel(train);
  const truth = judged.map((j) => j.truth);
  const agreement = (guessOf: (j: { truth: number; guess: number }) => number) =>
    levelAgreement(truth, judged.map(guessOf));
  const tokens = tokenFigures(
    held.map((s) => {
      const d = detected.get(s.id) as Detected;
      return {
        truth: wrongTokens(d.tokens, s.corrections),
        guess: d.tokens.map((t) => Math.max(t.wrong, t.missingBefore) >= 0.5),
      };
    }),
  );
  return {
    texts: held.length,
    tooShort,
    model: agreement((j) => j.guess),
    baseline: agreement(() => commonest),
    commonest: CEFR_LEVELS[commonest],
    checker: checkerFigures(held, (s) => shown.get(s.id) ?? []),
    detectorTokens: tokens,
    detectorFindings: checkerFigures(held, (s) => detected.get(s.id)?.findings ?? []),
    together: checkerFigures(held, (s) => [...(shown.get(s.id) ?? []), ...(detected.get(s.id)?.findings ?? [])]),
    // Everything a learner is shown, as analyse.ts builds it: the kept checker rules, the learner-error rules, the detector.
    learnerSees: checkerFigures(held, (s) =>
      withLikelyErrors(
        combineFindings(s.text, shown.get(s.id) ?? [], learnerHits(s.text)),
        detected.get(s.id)?.findings ?? [],
      ),
    ),
  };
}

export function printCefr(r: Awaited<ReturnType<typeof benchCefr>>) {
  if (!r) {
    console.log('writing feedback vs examiners: skipped (../shared/data/write-and-improve is not here)');
    return;
  }
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  const row = (a: typeof r.model) =>
    `exact ${pct(a.exact)}, within one level ${pct(a.within)}, QWK ${a.kappa.toFixed(3)}`;
  const pr = (f: { precision: number; recall: number; f05: number }) =>
    `precision ${f.precision.toFixed(3)}, recall ${f.recall.toFixed(3)}, F0.5 ${f.f05.toFixed(3)}`;
  console.log(
    `writing feedback vs examiners, held-out Write & Improve writers (${r.texts} texts, ${r.tooShort} too short to judge):`,
  );
  console.log(
    `  CEFR estimate:              ${row(r.model)} (before the detector: within one ${pct(PREVIOUS.within)}, QWK ${PREVIOUS.kappa.toFixed(3)}; target ≥ 88 %, ≥ 0.80)`,
  );
  console.log(`  baseline (always ${r.commonest}):      ${row(r.baseline)}`);
  console.log(
    `  checker findings: ${pr(r.checker)} (${r.checker.findings} findings, ${r.checker.corrections} corrections)`,
  );
  console.log(`  error detector, tokens (p ≥ 0.5): ${pr(r.detectorTokens)} (before: no detector)`);
  console.log(
    `  error detector, "check this part" findings: ${pr(r.detectorFindings)} (${r.detectorFindings.findings} findings; before: none)`,
  );
  console.log(
    `  checker and detector findings together: ${pr(r.together)} (before the detector, the checker alone: precision ${PREVIOUS.checkerPrecision.toFixed(3)}, recall ${PREVIOUS.checkerRecall.toFixed(3)})`,
  );
  console.log(
    `  all findings a learner is shown (checker, learner-error rules, detector): ${pr(r.learnerSees)} (${r.learnerSees.findings} findings; target: precision ≥ 0.85 with recall ≥ 0.20)`,
  );
}
