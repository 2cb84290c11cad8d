import { z } from 'zod';
import { chartSchema, VISUAL_TYPES } from '#src/domain/library.ts';

export const writingTaskAnswerSchema = z.object({
  title: z.string().min(1),
  prompt: z.string().min(1).describe('The situation and what to write, addressed to the learner'),
  requirements: z.array(z.string().min(1)).min(2).max(6),
  sampleAnswer: z.string().min(1),
  bandScore: z.number().min(7).max(8),
  visualType: z.enum(VISUAL_TYPES).optional(),
  chart: chartSchema.optional(),
});
