// One analysis of a learner's text, used by "Get feedback" and by a
// completed task alike, so both show the same findings, bands and level.
import { capText } from '../../../domain/content.ts';
import type { EnglishVariety } from '../../../domain/english-variety.ts';
import type { WritingMode } from '../../../domain/enums.ts';
import { type Estimate, estimateBands } from '../../../domain/estimate.ts';
import { measureWriting, type WritingMeasures } from '../../../domain/feedback.ts';
import { WRITING_MODE_RULES } from '../../../domain/library.ts';
import { allFindings, filterFindings, isSpelling, type RuleFinding } from './grammar.ts';
import { tagsOf } from './pos-tags.ts';
import { rankOf } from './word-rank.ts';

export type Analysis = {
  /** The part of the text analysed (long texts are cut at MAX_EVALUATED_WORDS). */
  text: string;
  capped: boolean;
  findings: RuleFinding[];
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
  const findings = filterFindings(text, every, { prompt: input.prompt });
  const spelling = findings.filter(isSpelling).length;
  const estimate = estimateBands({
    text,
    targetWords: WRITING_MODE_RULES[input.mode].minWords,
    findings: { spelling, grammar: findings.length - spelling, all: every.length },
    rankOf,
    tagsOf,
    keyPhrases: input.keyPhrases,
  });
  return { text, capped, findings, measured: measureWriting(text, input.mode), estimate };
}
