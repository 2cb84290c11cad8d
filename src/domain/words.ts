import { z } from 'zod';
import { GRADES } from './srs.ts';

export const addWordRequestSchema = z.object({
  word: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(60)
    .regex(/^[\p{L}'’-]+$/u, 'Send one word.'),
  definition: z.string().trim().min(1).max(500),
  sentence: z.string().trim().max(500).default(''),
});

export const reviewRequestSchema = z.object({ grade: z.enum(GRADES) });

export type SavedWord = {
  word: string;
  definition: string;
  sentence: string;
  addedAt: string;
  dueAt: string;
  intervalDays: number;
  reps: number;
};
