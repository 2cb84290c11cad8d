// Bands per scoring criterion and a CEFR level for a text, all read from one
// model (cefr.ts), so they never contradict each other: the CEFR level sets
// the centre, each language criterion moves at most one band from it by its
// own features, and task achievement keeps the word-target rule, since that
// is about the task. An estimate to guide practice, not an exam result.

import { REASONS_EN, type ReasonKey } from '#src/domain/feedback-explanations.ts';
import { countWords } from '#src/domain/text.ts';
import { isWordSalad } from '#src/server/language/word-salad.ts';
import { CEFR_LEVELS, type CefrLevel, type CefrModel, estimateCefr, MIN_WORDS_FOR_LEVEL } from './cefr.ts';
import {
  type CefrFeature,
  type CefrFeatures,
  cefrFeatures,
  type FindingCounts,
  type RankOf,
  type TagsOf,
} from './cefr-features.ts';

export type CriterionId = 'task' | 'coherence' | 'lexical' | 'grammar';
export type CriterionEstimate = { id: CriterionId; criterion: string; band: number | null; reasons: string[] };

export type Estimate = {
  criteria: CriterionEstimate[];
  /** Null when the text is too short to judge its language. */
  overall: number | null;
  cefr: CefrLevel | null;
  /** The model's probability for that level, 0–1. */
  confidence: number | null;
  /** Why that level, in plain words. */
  reasons: string[];
  /** The same reasons by key, for the interface's languages. */
  reasonKeys: ReasonKey[];
};

/** A band for each point of the CEFR scale (A1 … C2), in the 0–9 band scale learners see. */
const BAND_AT = [3, 4, 5, 6, 7.5, 8.5];
const halves = (n: number) => Math.round(n * 2) / 2;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The band at a continuous CEFR position (0 = A1 … 5 = C2). */
export function bandAt(position: number): number {
  const p = clamp(position, 0, BAND_AT.length - 1);
  const i = Math.min(Math.floor(p), BAND_AT.length - 2);
  return (BAND_AT[i] as number) + ((BAND_AT[i + 1] as number) - (BAND_AT[i] as number)) * (p - i);
}

const GROUPS: Record<'coherence' | 'lexical' | 'grammar', CefrFeature[]> = {
  coherence: ['joinedIdeas', 'linkers', 'commas', 'punctuationRange', 'sentences'],
  lexical: ['wordRange', 'rareWords', 'veryRareWords', 'wordLength', 'basicWords', 'unknownWords', 'spellingErrors'],
  grammar: [
    'grammarErrors',
    'detectedErrors',
    'complexVerbs',
    'relativeClauses',
    'capitalErrors',
    'checkerFlags',
    'sentenceLength',
  ],
};

/** Short reasons a learner understands, from the features that pulled the estimate most. */
function reasonsFor(f: CefrFeatures, contributions: Record<CefrFeature, number>): ReasonKey[] {
  const strong: Partial<Record<CefrFeature, ReasonKey>> = {
    wordRange: 'wideRange',
    veryRareWords: 'rareWords',
    rareWords: 'rareWords',
    complexVerbs: 'verbForms',
    punctuationRange: 'punctuation',
    logWords: 'enoughWords',
    joinedIdeas: 'joinedIdeas',
    linkers: 'linkers',
  };
  const weak: Partial<Record<CefrFeature, ReasonKey>> = {
    logWords: 'shortText',
    wordRange: 'repeatedWords',
    veryRareWords: 'commonWords',
    rareWords: 'commonWords',
    spellingErrors: 'spelling',
    unknownWords: 'unknownWords',
    grammarErrors: 'grammar',
    capitalErrors: 'capitals',
    complexVerbs: 'tryVerbForms',
    joinedIdeas: 'tryJoining',
  };
  const ranked = (Object.entries(contributions) as [CefrFeature, number][]).sort((a, b) => b[1] - a[1]);
  const out: ReasonKey[] = [];
  for (const [name, pull] of ranked) {
    const text = strong[name];
    if (pull > 0.15 && text && !out.includes(text) && out.length < 2) out.push(text);
  }
  const weakOnes: ReasonKey[] = [];
  for (const [name, pull] of ranked.reverse()) {
    const text = weak[name];
    if (pull < -0.15 && text && !weakOnes.includes(text) && weakOnes.length < 2) weakOnes.push(text);
  }
  if (f.logWords < Math.log(MIN_WORDS_FOR_LEVEL)) return ['shortText'];
  return [...out, ...weakOnes];
}

export function estimateBands(input: {
  text: string;
  targetWords: number;
  findings: FindingCounts;
  rankOf: RankOf;
  tagsOf: TagsOf;
  keyPhrases?: string[];
  /** The fitted CEFR model (the shipped one unless a benchmark compares another). */
  cefrModel?: CefrModel;
}): Estimate {
  const { text, targetWords } = input;
  const total = countWords(text);
  const lower = text.toLowerCase();
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim()).length;
  const phrases = (input.keyPhrases ?? []).filter((p) =>
    lower.includes(
      p
        .toLowerCase()
        .replace(/\.\.\.|[.,?!]$/g, '')
        .trim(),
    ),
  ).length;

  const ratio = targetWords ? total / targetWords : 1;
  const task: CriterionEstimate = {
    id: 'task',
    criterion: 'Task achievement',
    band: ratio >= 1 ? 7 : ratio >= 0.8 ? 6 : ratio >= 0.5 ? 5 : 4,
    reasons: [`Words: ${total} of ${targetWords}.`],
  };
  if (ratio >= 1 && paragraphs >= 3 && phrases >= 2) {
    task.band = (task.band ?? 0) + 1;
    task.reasons.push('Well developed, with useful phrases for this kind of writing.');
  }

  const names = {
    coherence: 'Coherence and cohesion',
    lexical: 'Lexical resource',
    grammar: 'Grammatical range and accuracy',
  } as const;
  if (total < MIN_WORDS_FOR_LEVEL) {
    const tooShort = REASONS_EN.tooShort.replace('{min}', String(MIN_WORDS_FOR_LEVEL));
    return {
      criteria: [
        task,
        ...(Object.entries(names) as [CriterionId, string][]).map(([id, criterion]) => ({
          id,
          criterion,
          band: null,
          reasons: [tooShort],
        })),
      ],
      overall: null,
      cefr: null,
      confidence: null,
      reasons: [tooShort],
      reasonKeys: ['tooShort'],
    };
  }

  const features = cefrFeatures(text, input.findings, input.rankOf, input.tagsOf);
  const placed = estimateCefr(features, input.cefrModel);
  // Decision 033: words that are not sentences show no level above the lowest, however rare the words.
  const cefr = isWordSalad(text)
    ? { ...placed, level: CEFR_LEVELS[0], position: Math.min(placed.position, 0) }
    : placed;
  const centre = bandAt(cefr.position);
  const language = (Object.keys(GROUPS) as (keyof typeof GROUPS)[]).map((group) => {
    const pull = GROUPS[group].reduce((s, name) => s + cefr.contributions[name], 0);
    // Half a band per unit of the group's pull, never more than one band from the centre.
    const band = halves(clamp(centre + clamp(pull * 0.5, -1, 1), 1, 9));
    const reasons =
      group === 'grammar'
        ? [`Possible mistakes found: ${input.findings.spelling + input.findings.grammar}.`]
        : group === 'coherence'
          ? [`Paragraphs: ${paragraphs}.`]
          : [];
    return { id: group, criterion: names[group], band, reasons };
  });
  const criteria: CriterionEstimate[] = [task, ...language];
  const reasonKeys = reasonsFor(features, cefr.contributions);
  const mean = criteria.reduce((s, c) => s + (c.band ?? 0), 0) / criteria.length;
  const index = CEFR_LEVELS.indexOf(cefr.level);
  // The overall band stays inside the band range of the estimated level.
  const overall = halves(clamp(mean, bandAt(index - 0.5), bandAt(index + 0.49)));
  return {
    criteria,
    overall,
    cefr: cefr.level,
    confidence: Math.round(cefr.confidence * 100) / 100,
    reasons: reasonKeys.map((key) => REASONS_EN[key]),
    reasonKeys,
  };
}
