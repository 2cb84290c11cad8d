// One analysis of a learner's text, used by "Get feedback" and by a
// completed task alike, so both show the same findings, bands and level.
import { capText } from '#src/domain/content.ts';
import type { EnglishVariety } from '#src/domain/english-variety.ts';
import type { WritingMode } from '#src/domain/enums.ts';
import { measureWriting, type WritingMeasures } from '#src/domain/feedback.ts';
import { WRITING_MODE_RULES } from '#src/domain/library.ts';
import { type DetectorFinding, detectErrors } from './detector.ts';
import { type Estimate, estimateBands } from './estimate.ts';
import { combineFindings, type ShownFinding, withLikelyErrors } from './findings.ts';
import { checkFixes } from './fix-check.ts';
import { allFindings, filterFindings, isSpelling } from './grammar.ts';
import { learnerHits } from './learner-rules.ts';
import { fixLikelyErrors } from './likely-fixes.ts';
import { tagsOf } from './pos-tags.ts';
import { rankOf } from './word-rank.ts';

export type Analysis = {
  /** The part of the text analysed (long texts are cut at MAX_EVALUATED_WORDS). */
  text: string;
  capped: boolean;
  findings: ShownFinding[];
  /**
   * "Check this part": where the learned detector thinks an examiner would correct something (a token run) or
   * add something (a gap), with its probability. No fix is known. Kept above thresholds chosen on the dev writers
   * so that all findings together stay precise (npm run fit:detector-thresholds); those that no other finding
   * covers are in `findings` too, as `check` and `gap` marks.
   */
  likelyErrors: DetectorFinding[];
  measured: WritingMeasures;
  estimate: Estimate;
};

export async function analyseWriting(input: {
  text: string;
  mode: WritingMode;
  prompt?: string;
  keyPhrases?: string[];
  variety: EnglishVariety;
}): Promise<Analysis> {
  const { text, capped } = capText(input.text);
  const every = await allFindings(text, input.variety);
  // One after the other: run together, harper's and onnxruntime's awaits interleave, and on a busy host the
  // slowest analyses took seconds (p99 2.7 s against 0.7 s, bench/feedback.ts).
  const detected = await detectErrors(text);
  const checker = filterFindings(text, every, { prompt: input.prompt });
  // Every fix offered is read back by the detector in its sentence (fix-check.ts); the detector's own marks get
  // the examiners' correction it reads as surely right, where there is one (likely-fixes.ts).
  const findings = await fixLikelyErrors(
    text,
    withLikelyErrors(
      text,
      await checkFixes(text, combineFindings(text, checker, learnerHits(text))),
      detected.findings,
    ),
  );
  // The error densities the CEFR model was fitted on: harper.js's kept findings and the detector's.
  const spelling = checker.filter(isSpelling).length;
  const estimate = estimateBands({
    text,
    targetWords: WRITING_MODE_RULES[input.mode].minWords,
    findings: { spelling, grammar: checker.length - spelling, all: every.length, detected: detected.errorDensity },
    rankOf,
    tagsOf,
    keyPhrases: input.keyPhrases,
  });
  return {
    text,
    capped,
    findings,
    likelyErrors: detected.findings,
    measured: measureWriting(text, input.mode),
    estimate,
  };
}
