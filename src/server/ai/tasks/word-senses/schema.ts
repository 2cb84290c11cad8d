import { z } from 'zod';

export const wordSensesAnswerSchema = z.object({
  senses: z
    .array(
      z.object({
        n: z.number().int().min(0).describe('The number of the word'),
        option: z.string().max(2).describe('The letter of the meaning the word has in the story'),
      }),
    )
    .max(500),
});
