// Writing rules of SPEC §9: the score of a completed task, the word target
// it is measured against, and the writing achievements.
import { z } from 'zod';
import { badgeSchema } from './badge-schema.ts';
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
  /** Issue 30: a text that is mostly repeated or filler earns no points for its length. */
  filler?: boolean;
  /** Decision 033: words that are not sentences earn neither length nor time points (time saved writing nothing). */
  salad?: boolean;
}): number {
  const target = scoreTarget(input.mode);
  const limit = input.timeLimitMinutes * 60;
  const remaining = input.salad ? 0 : limit > 0 ? (limit - input.secondsUsed) / limit : 0;
  const length = input.filler || input.salad ? 0 : Math.min(input.words / target, 1.2) * 5;
  const raw = length + Math.max(0, remaining) * 3 + 2;
  return Math.min(Math.round(raw), 10);
}

/** Faster than this nobody writes a text (a fast typist copying runs at about 60 words a minute). */
export const MAX_WRITING_WPM = 60;

/**
 * The seconds the score's time part is measured on (issue 30: a script sent
 * `secondsUsed: 0`). The server's own clock counts from when it saw the
 * learner open the task; the device's count and the least time the words
 * take to write can only lengthen it. A task the server never saw opened
 * gets no time part.
 */
export function secondsForScore(input: {
  claimed: number;
  sinceOpen: number | undefined;
  words: number;
  timeLimitMinutes: number;
}): number {
  if (input.sinceOpen === undefined) return Math.max(input.claimed, input.timeLimitMinutes * 60);
  return Math.max(input.claimed, input.sinceOpen, Math.ceil((input.words / MAX_WRITING_WPM) * 60));
}

/**
 * Whether a text is mostly repeated or filler: more than half of its words
 * sit in three-word runs it already wrote, or it uses very few different
 * words. Honest drafts repeat a phrase now and then, far below either line.
 */
export function isMostlyFiller(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
  if (words.length < 12) return false;
  const seen = new Set<string>();
  const repeated = new Uint8Array(words.length);
  for (let i = 0; i + 3 <= words.length; i++) {
    const run = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
    if (seen.has(run)) repeated.fill(1, i, i + 3);
    else seen.add(run);
  }
  const repeatedShare = repeated.reduce((sum, r) => sum + r, 0) / words.length;
  const differentShare = new Set(words).size / words.length;
  return repeatedShare > 0.5 || (words.length >= 40 && differentShare < 0.2);
}

/** 'mm:ss' for the timer. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Why a completed task earned no XP: the task already earned its XP today,
 * the day's limit for writing (or for all practice) is reached, or the words
 * are not sentences (decision 033).
 */
export const NO_XP_REASONS = ['task-already', 'daily-limit', 'not-sentences'] as const;

export const MAX_ATTEMPT_CHARACTERS = 60_000;
/** A body that could hold the longest accepted text (4 bytes a character at worst) and its fields: larger is refused unread. */
export const WRITING_BODY_LIMIT = 256 * 1024;
/** Drafts a learner may save in 24 hours: plenty for practice, a ceiling for storage. */
export const MAX_ATTEMPTS_PER_DAY = 50;
export const WRITING_MESSAGES = {
  tooManyDrafts: 'You saved many drafts today. Please try again tomorrow.',
  empty: 'Please write something first.',
  tooLong: 'This text is too long to save. Please keep it under 60,000 characters.',
} as const;
export const TOO_MANY_ATTEMPTS = WRITING_MESSAGES.tooManyDrafts;

/**
 * A completed task. The task's mode, prompt and time limit are read on the
 * server from the task itself (decision 014): a client cannot choose the
 * limit its score is measured against. Fields an older client still sends
 * (mode, timeLimit) are dropped unread.
 */
export const attemptRequestSchema = z.object({
  /** Client-generated, so a retried request saves the attempt once. */
  id: z.uuid(),
  taskKey: z.string().min(1).max(300),
  // Ten times the longest task's target, and three times what the checker reads: room for any draft, not for a flood.
  text: z.string().trim().min(1, WRITING_MESSAGES.empty).max(MAX_ATTEMPT_CHARACTERS, WRITING_MESSAGES.tooLong),
  secondsUsed: z
    .number()
    .int()
    .min(0)
    .max(4 * 60 * 60),
});
export type AttemptRequest = z.infer<typeof attemptRequestSchema>;

export const attemptSchema = z.object({
  id: z.string(),
  taskKey: z.string(),
  mode: z.enum(WRITING_MODES),
  text: z.string(),
  words: z.number().int().min(0),
  seconds: z.number().int().min(0),
  /** The task score of SPEC §9 (length and time), 0–10. */
  score: z.number().min(0).max(10),
  /** The estimated overall band and CEFR level; null when the text was too short to judge. */
  band: z.number().nullable(),
  cefr: z.string().nullable(),
  findings: z.number().int().min(0),
  createdAt: z.string(),
  /** The task's title and prompt when it was done (SPEC §3); null for attempts saved before they were kept. */
  title: z.string().nullable(),
  prompt: z.string().nullable(),
  /** XP this attempt earned (0 when it was already saved). */
  xp: z.number().int().min(0).optional(),
  /** Why a new attempt earned no XP, for the page to say what to do next (absent when it earned some). */
  noXp: z.enum(NO_XP_REASONS).optional(),
  /** True until the writing checker has read the saved text: band, cefr and findings come then (issue 30). */
  pending: z.boolean().optional(),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** POST /api/user/{id}/writing/attempts: the saved attempt and the badges its event unlocked. */
export const attemptSavedResponseSchema = z.object({ attempt: attemptSchema, newBadges: z.array(badgeSchema) });
export type AttemptSavedResponse = z.infer<typeof attemptSavedResponseSchema>;

export const attemptListQuerySchema = z.object({ taskKey: z.string().max(300).optional() });
/** GET /api/user/{id}/writing/attempts: the newest 50, newest first. */
export const attemptListResponseSchema = z.object({ attempts: z.array(attemptSchema) });
