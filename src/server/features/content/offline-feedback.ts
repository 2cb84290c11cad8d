// Feedback measured on our own server when no AI service is configured, and
// the findings handed to an AI service when one is. The writing work extends
// this with grammar findings and band estimates.

import type { WritingMode } from '../../../domain/enums.ts';
import type { Estimate } from '../../../domain/estimate.ts';
import { WRITING_MODE_RULES } from '../../../domain/library.ts';
import { countSentences, countWords, readingGrade } from '../../../domain/text.ts';

export type Findings = {
  words: number;
  target: { minWords: number; maxWords?: number };
  sentences: number;
  averageSentenceLength: number;
  paragraphs: number;
  grade: number;
};

export function measureWriting(text: string, mode: WritingMode): Findings {
  const words = countWords(text);
  const sentences = countSentences(text);
  const { minWords, maxWords } = WRITING_MODE_RULES[mode];
  return {
    words,
    target: { minWords, maxWords },
    sentences,
    averageSentenceLength: Math.round((words / sentences) * 10) / 10,
    paragraphs: text.split(/\n\s*\n/).filter((p) => p.trim()).length,
    grade: Math.round(readingGrade(text) * 10) / 10,
  };
}

export function describeFindings(f: Findings): string {
  const target = f.target.maxWords ? `${f.target.minWords}-${f.target.maxWords}` : `${f.target.minWords}+`;
  return `${f.words} words (target ${target}); ${f.sentences} sentences, ${f.averageSentenceLength} words each on average; ${f.paragraphs} paragraphs; reading grade ${f.grade}.`;
}

/** The measured estimate, for an AI service to ground its feedback on (it must not contradict it). */
export function describeEstimate(e: Estimate): string {
  if (e.cefr === null) return 'The text is too short to estimate a level; do not give one.';
  const bands = e.criteria.map((c) => `${c.criterion} ${c.band ?? 'not judged'}`).join(', ');
  return `Measured estimate (shown to the learner; do not contradict it or give other bands or levels): CEFR ${e.cefr}, bands: ${bands}, overall ${e.overall}.`;
}

/** Plain-English feedback from the measurements alone. */
export function offlineFeedback(f: Findings, grammarCount = 0, capped = false): string {
  const lines: string[] = [];
  if (capped) lines.push('Your text is very long, so only its beginning was checked.');
  const target = f.target.maxWords ? `${f.target.minWords} to ${f.target.maxWords}` : `at least ${f.target.minWords}`;
  if (f.words < f.target.minWords)
    lines.push(`You wrote ${f.words} words. Try to write ${target} words: add details and examples.`);
  else if (f.target.maxWords && f.words > f.target.maxWords)
    lines.push(`You wrote ${f.words} words. Try to stay between ${target} words: keep only your best ideas.`);
  else lines.push(`Good length: ${f.words} words (the target is ${target}).`);
  if (f.paragraphs < 2) lines.push('Split your text into paragraphs: one main idea in each.');
  else lines.push(`You used ${f.paragraphs} paragraphs. That makes your text easy to follow.`);
  if (f.averageSentenceLength > 25) lines.push('Some sentences are very long. Try to split them into shorter ones.');
  else if (f.averageSentenceLength < 8 && f.sentences > 3)
    lines.push('Your sentences are short. Try joining some ideas with words like "because", "but" or "so".');
  else lines.push('Your sentences have a good length.');
  if (grammarCount === 0) lines.push('We found no grammar or spelling problems. Well done!');
  else
    lines.push(
      `We found ${grammarCount} possible grammar or spelling ${grammarCount === 1 ? 'problem' : 'problems'}. They are underlined in your text: tap one to see a suggestion.`,
    );
  return lines.join('\n');
}
