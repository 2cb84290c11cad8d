import { z } from 'zod';

/** Longer than this is a definition, not a word: the popup wants the word. */
export const MAX_GLOSS_LENGTH = 60;

export const wordGlossAnswerSchema = z.object({
  french: z
    .string()
    .trim()
    .min(1)
    .max(MAX_GLOSS_LENGTH)
    .regex(/^[^\n]+$/)
    .nullable()
    .describe(
      'The French word or short phrase (1-4 words) with the meaning the English word has in this sentence, e.g. "le loyer" for rent; null when unsure or for a name',
    ),
});
