// An estimated band per scoring criterion and a CEFR level for a text, from
// measurable properties only. It is an estimate to guide practice, not an
// exam result (the terms say so).
import { countSentences, countWords } from './text.ts';

export type CriterionEstimate = { criterion: string; band: number; reasons: string[] };
export type Estimate = {
  criteria: CriterionEstimate[];
  overall: number;
  cefr: 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';
};

const LINKERS = [
  'however',
  'because',
  'although',
  'therefore',
  'firstly',
  'secondly',
  'finally',
  'in addition',
  'moreover',
  'for example',
  'for instance',
  'on the other hand',
  'as a result',
  'in conclusion',
  'while',
  'whereas',
  'so that',
  'also',
];

const words = (text: string) => text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];

export function estimateBands(input: {
  text: string;
  targetWords: number;
  grammarErrors: number;
  keyPhrases?: string[];
}): Estimate {
  const { text, targetWords, grammarErrors } = input;
  const total = countWords(text);
  const lower = text.toLowerCase();
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim()).length;
  const sentences = countSentences(text);
  const sample = words(text).slice(0, 150);
  const variety = sample.length ? new Set(sample).size / sample.length : 0;
  const longShare = sample.length ? sample.filter((w) => w.length >= 7).length / sample.length : 0;
  const linkers = LINKERS.filter((l) => new RegExp(`\\b${l}\\b`).test(lower)).length;
  const phrases = (input.keyPhrases ?? []).filter((p) =>
    lower.includes(
      p
        .toLowerCase()
        .replace(/\.\.\.|[.,?!]$/g, '')
        .trim(),
    ),
  ).length;
  const errorsPer100 = total ? (grammarErrors / total) * 100 : 0;

  const task: CriterionEstimate = { criterion: 'Task achievement', band: 4, reasons: [] };
  const ratio = targetWords ? total / targetWords : 1;
  task.band = ratio >= 1 ? 7 : ratio >= 0.8 ? 6 : ratio >= 0.5 ? 5 : 4;
  task.reasons.push(`${total} of ${targetWords} target words.`);
  if (ratio >= 1 && paragraphs >= 3 && phrases >= 2) {
    task.band += 1;
    task.reasons.push('Well developed, with useful phrases for this kind of writing.');
  }

  const coherence: CriterionEstimate = {
    criterion: 'Coherence and cohesion',
    band: 5,
    reasons: [`${paragraphs} paragraphs, ${linkers} kinds of linking words.`],
  };
  coherence.band = paragraphs >= 3 && linkers >= 3 ? 8 : paragraphs >= 2 && linkers >= 1 ? 7 : paragraphs >= 2 ? 6 : 5;

  const lexical: CriterionEstimate = {
    criterion: 'Lexical resource',
    band: 5,
    reasons: [`${Math.round(variety * 100)}% different words; ${Math.round(longShare * 100)}% long words.`],
  };
  lexical.band = variety >= 0.65 && longShare >= 0.2 ? 8 : variety >= 0.55 ? 7 : variety >= 0.45 ? 6 : 5;

  const grammar: CriterionEstimate = {
    criterion: 'Grammatical range and accuracy',
    band: 5,
    reasons: [`${grammarErrors} possible errors (${errorsPer100.toFixed(1)} per 100 words); ${sentences} sentences.`],
  };
  grammar.band = errorsPer100 <= 1 ? 8 : errorsPer100 <= 3 ? 7 : errorsPer100 <= 6 ? 6 : 5;
  if (total < 40) {
    // Too little text to show range: no criterion can be judged high.
    for (const c of [coherence, lexical, grammar]) c.band = Math.min(c.band, 5);
    grammar.reasons.push('The text is too short to show a range of language.');
  }

  const criteria = [task, coherence, lexical, grammar];
  const overall = Math.round((criteria.reduce((s, c) => s + c.band, 0) / criteria.length) * 2) / 2;
  const cefr =
    overall >= 8.5
      ? 'C2'
      : overall >= 7
        ? 'C1'
        : overall >= 5.5
          ? 'B2'
          : overall >= 4.5
            ? 'B1'
            : overall >= 3.5
              ? 'A2'
              : 'A1';
  return { criteria, overall, cefr };
}
