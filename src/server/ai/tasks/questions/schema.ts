import { z } from 'zod';

/**
 * 5 questions; their four options and answer index, and the vocabulary
 * (longer than 5 letters, in the text, at most 10: SPEC §9), are checked
 * afterwards with the passage (domain/generation.ts), so a wrong one is
 * logged by name and the whole passage asked for again.
 */
const looseQuestionSchema = z.object({
  question: z.string().trim().min(1),
  options: z.array(z.string().trim().min(1)).min(1).max(8).describe('Exactly four options'),
  correctAnswer: z.number().int().describe('The index (0-3) of the correct option'),
  explanation: z.string().trim().min(1),
});

export const questionsAnswerSchema = z.object({
  questions: z.array(looseQuestionSchema.describe('A comprehension question answered by the text')).length(5),
  vocabulary: z
    .array(
      z.object({
        word: z.string().trim().min(1),
        definition: z.string().trim().min(1),
        sentence: z.string().trim().min(1),
      }),
    )
    .max(20),
});
