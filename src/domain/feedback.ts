import { z } from 'zod';
import type { WritingMode } from './enums.ts';
import { WRITING_MODE_RULES } from './library.ts';
import { countSentences, countWords, readingGrade } from './text.ts';

/** A grammar or spelling finding, with its position in the text (character offsets). */
export const findingSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  kind: z.string(),
  message: z.string(),
  suggestions: z.array(z.string()),
});
export type Finding = z.infer<typeof findingSchema>;

/**
 * "Check this part": where the learned error detector thinks an examiner would correct something. No fix is
 * known. A token finding covers the likely wrong words; a gap finding lies between two words where something
 * (a word, a comma) is likely missing. probability: the detector's, 0–1.
 */
export const likelyErrorSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  kind: z.enum(['token', 'gap']),
  probability: z.number().min(0).max(1),
});
export type LikelyError = z.infer<typeof likelyErrorSchema>;

/** The measures of a draft that feedback is grounded on, with or without an AI service. */
export type WritingMeasures = {
  words: number;
  target: { minWords: number; maxWords?: number };
  sentences: number;
  averageSentenceLength: number;
  paragraphs: number;
  grade: number;
};

export function measureWriting(text: string, mode: WritingMode): WritingMeasures {
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
