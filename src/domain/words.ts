import { z } from 'zod';
import { senseKeySchema } from './library.ts';
import { GRADES } from './srs.ts';

export const WORD_MESSAGES = { notSaved: 'This word is not in your list.', oneWord: 'Send one word.' } as const;

export const addWordRequestSchema = z.object({
  word: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(60)
    .regex(/^[\p{L}'’-]+$/u, WORD_MESSAGES.oneWord),
  definition: z.string().trim().min(1).max(500),
  sentence: z.string().trim().max(500).default(''),
  /** The WordNet sense the word has in that sentence (GET /api/dictionary's senseKey), kept for its review. */
  senseKey: senseKeySchema.nullable().default(null),
});

export const reviewRequestSchema = z.object({ grade: z.enum(GRADES) });

export const savedWordSchema = z.object({
  word: z.string(),
  definition: z.string(),
  sentence: z.string(),
  senseKey: z.string().nullable(),
  addedAt: z.string(),
  dueAt: z.string(),
  intervalDays: z.number().int().min(0),
  reps: z.number().int().min(0),
});
export type SavedWord = z.infer<typeof savedWordSchema>;

/** GET /api/user/{id}/words: every saved word, newest first, and today's review. */
export const wordListResponseSchema = z.object({ words: z.array(savedWordSchema), due: z.array(savedWordSchema) });
export type WordListResponse = z.infer<typeof wordListResponseSchema>;

/** POST /api/user/{id}/words: added is false for a word already saved; counted is false past the day's ceiling. */
export const addWordResponseSchema = z.object({ added: z.boolean(), counted: z.boolean() });
export type AddWordResponse = z.infer<typeof addWordResponseSchema>;

export const reviewResponseSchema = z.object({ word: savedWordSchema });

export const removeWordResponseSchema = z.object({ success: z.literal(true) });
