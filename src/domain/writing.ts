// Writing rules of SPEC §9: the score of a completed task, the word target
// it is measured against, and the writing achievements.
import { z } from 'zod';
import { WRITING_MODES, type WritingMode } from './enums.ts';

/** SPEC §9: the target is 250 words for essay-writing and 150 otherwise. */
export function scoreTarget(mode: WritingMode): number {
  return mode === 'essay-writing' ? 250 : 150;
}

/**
 * SPEC §9: min(round(min(words/target, 1.2) × 5 + max(0, remaining time
 * fraction) × 3 + 2), 10).
 */
export function writingScore(input: {
  words: number;
  mode: WritingMode;
  secondsUsed: number;
  timeLimitMinutes: number;
}): number {
  const target = scoreTarget(input.mode);
  const limit = input.timeLimitMinutes * 60;
  const remaining = limit > 0 ? (limit - input.secondsUsed) / limit : 0;
  const raw = Math.min(input.words / target, 1.2) * 5 + Math.max(0, remaining) * 3 + 2;
  return Math.min(Math.round(raw), 10);
}

/** 'mm:ss' for the timer. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export const MAX_ATTEMPT_CHARACTERS = 60_000;
/** A body that could hold the longest accepted text (4 bytes a character at worst) and its fields: larger is refused unread. */
export const WRITING_BODY_LIMIT = 256 * 1024;
/** Drafts a learner may save in 24 hours: plenty for practice, a ceiling for storage. */
export const MAX_ATTEMPTS_PER_DAY = 50;
export const TOO_MANY_ATTEMPTS = 'You saved many drafts today. Please try again tomorrow.';

export const attemptRequestSchema = z.object({
  /** Client-generated, so a retried request saves the attempt once. */
  id: z.uuid(),
  taskKey: z.string().min(1).max(300),
  mode: z.enum(WRITING_MODES),
  // Ten times the longest task's target, and three times what the checker reads: room for any draft, not for a flood.
  text: z
    .string()
    .trim()
    .min(1, 'Please write something first.')
    .max(MAX_ATTEMPT_CHARACTERS, 'This text is too long to save. Please keep it under 60,000 characters.'),
  secondsUsed: z
    .number()
    .int()
    .min(0)
    .max(4 * 60 * 60),
  timeLimit: z.number().int().min(1).max(180),
});
export type AttemptRequest = z.infer<typeof attemptRequestSchema>;

export type Attempt = {
  id: string;
  taskKey: string;
  mode: WritingMode;
  text: string;
  words: number;
  seconds: number;
  /** The task score of SPEC §9 (length and time), 0–10. */
  score: number;
  /** The estimated overall band and CEFR level; null when the text was too short to judge. */
  band: number | null;
  cefr: string | null;
  findings: number;
  createdAt: string;
  /** XP this attempt earned (0 when it was already saved). */
  xp?: number;
};
