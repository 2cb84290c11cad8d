// One analysis of a learner's text, used by "Get feedback" and by a
// completed task alike, so both show the same findings, bands and level.
import { capText } from '../../../domain/content.ts';
import type { EnglishVariety } from '../../../domain/english-variety.ts';
import type { WritingMode } from '../../../domain/enums.ts';
import { type Estimate, estimateBands } from '../../../domain/estimate.ts';
import { measureWriting, type WritingMeasures } from '../../../domain/feedback.ts';
import { WRITING_MODE_RULES } from '../../../domain/library.ts';
import { combineFindings, type ShownFinding } from './findings.ts';
import { allFindings, filterFindings, isSpelling } from './grammar.ts';
import { learnerHits } from './learner-rules.ts';
import { tagsOf } from './pos-tags.ts';
import { rankOf } from './word-rank.ts';

export type Analysis = {
  /** The part of the text analysed (long texts are cut at MAX_EVALUATED_WORDS). */
  text: string;
  capped: boolean;
  findings: ShownFinding[];
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
  const checker = filterFindings(text, every, { prompt: input.prompt });
  const findings = combineFindings(text, checker, learnerHits(text));
  // The error density the CEFR model was fitted on: harper.js's kept findings.
  const spelling = checker.filter(isSpelling).length;
  const estimate = estimateBands({
    text,
    targetWords: WRITING_MODE_RULES[input.mode].minWords,
    findings: { spelling, grammar: checker.length - spelling, all: every.length },
    rankOf,
    tagsOf,
    keyPhrases: input.keyPhrases,
  });
  return { text, capped, findings, measured: measureWriting(text, input.mode), estimate };
}
