import { z } from 'zod';

/** A grammar or spelling finding, with its position in the text (character offsets). */
export const findingSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  kind: z.string(),
  message: z.string(),
  suggestions: z.array(z.string()),
});
export type Finding = z.infer<typeof findingSchema>;
