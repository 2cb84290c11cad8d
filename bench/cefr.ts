// Agreement of the shipped writing feedback with Cambridge's examiners on the
// held-out Write & Improve writers (never used to fit or choose anything):
// the CEFR estimate and the checker's findings, beside the naive baseline.
// Skips when ../shared/data/write-and-improve is absent.
import { CEFR_LEVELS } from '../src/domain/cefr.ts';
import { estimateBands } from '../src/domain/estimate.ts';
import { filterFindings, isSpelling } from '../src/server/features/feedback/grammar.ts';
import { tagsOf } from '../src/server/features/feedback/pos-tags.ts';
import { rankOf } from '../src/server/features/feedback/word-rank.ts';
import { checkerFigures, commonestLevel, levelAgreement, lintAll, loadCorpus } from './write-and-improve.ts';

export async function benchCefr() {
  const samples = loadCorpus();
  if (!samples) return null;
  const held = samples.filter((s) => s.heldOut);
  const train = samples.filter((s) => !s.heldOut);
  const lints = await lintAll(held);
  const shown = new Map(held.map((s) => [s.id, filterFindings(s.text, lints.get(s.id) ?? [])]));
  const judged: { truth: number; guess: number }[] = [];
  let tooShort = 0;
  for (const s of held) {
    const found = shown.get(s.id) ?? [];
    const spelling = found.filter(isSpelling).length;
    const { cefr } = estimateBands({
      text: s.text,
      targetWords: 150,
      findings: { spelling, grammar: found.length - spelling, all: (lints.get(s.id) ?? []).length },
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
  return {
    texts: held.length,
    tooShort,
    model: agreement((j) => j.guess),
    baseline: agreement(() => commonest),
    commonest: CEFR_LEVELS[commonest],
    checker: checkerFigures(held, (s) => shown.get(s.id) ?? []),
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
  console.log(
    `writing feedback vs examiners, held-out Write & Improve writers (${r.texts} texts, ${r.tooShort} too short to judge):`,
  );
  console.log(`  CEFR estimate:              ${row(r.model)}`);
  console.log(`  baseline (always ${r.commonest}):      ${row(r.baseline)}`);
  console.log(
    `  checker findings: precision ${r.checker.precision.toFixed(3)}, recall ${r.checker.recall.toFixed(3)}, F0.5 ${r.checker.f05.toFixed(3)} (${r.checker.findings} findings, ${r.checker.corrections} corrections)`,
  );
}
