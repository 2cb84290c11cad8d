// The English the site teaches, for its spelling check. "both" accepts
// British and American spellings (favourite and favorite): learners here
// meet both, and neither is a mistake.
import { z } from 'zod';

export const ENGLISH_VARIETIES = ['both', 'british', 'american', 'canadian', 'australian'] as const;
export const englishVarietySchema = z.enum(ENGLISH_VARIETIES);
export type EnglishVariety = z.infer<typeof englishVarietySchema>;
