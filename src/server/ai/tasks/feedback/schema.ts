import { z } from 'zod';

export const feedbackAnswerSchema = z.object({
  feedback: z.string().min(1).describe('Friendly feedback in plain English: strengths, then 3-5 concrete improvements'),
});
