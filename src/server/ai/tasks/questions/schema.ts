import { z } from 'zod';
import { questionSchema } from '../../../../domain/library.ts';

/**
 * 5 questions with 4 options; vocabulary entries are checked afterwards
 * (longer than 5 letters, in the text, at most 10: SPEC §9) so one short
 * word does not throw away a good answer.
 */
export const questionsAnswerSchema = z.object({
  questions: z.array(questionSchema.describe('A comprehension question answered by the text')).length(5),
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
export type QuestionsAnswer = z.infer<typeof questionsAnswerSchema>;
