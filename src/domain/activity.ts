// Learning events: what a learner did, sent by the client with its own id so
// a retry or an offline replay counts once. Everything on the progress
// dashboard is derived from these (progress issue).
import { z } from 'zod';
import { READING_LEVELS, READING_MODES, TOPICS, WRITING_MODES } from './enums.ts';

/** Bounds that no honest session crosses: beyond them an event is refused. */
export const ACTIVITY_LIMITS = {
  maxSessionSeconds: 4 * 60 * 60,
  maxWordsPerSession: 20_000,
  maxEventsPerRequest: 200,
  /** Clocks drift: a little future is tolerated, not more. */
  maxFutureMs: 5 * 60 * 1000,
  /** Offline queues are replayed, but not from long ago. */
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
} as const;

const seconds = z.number().int().min(1).max(ACTIVITY_LIMITS.maxSessionSeconds);
const words = z.number().int().min(0).max(ACTIVITY_LIMITS.maxWordsPerSession);

export const readingSessionSchema = z.object({
  type: z.literal('reading-session'),
  words,
  seconds,
  level: z.enum(READING_LEVELS),
  topic: z.enum(TOPICS),
  mode: z.enum(READING_MODES).default('normal'),
  passageKey: z.string().max(300).optional(),
});
export const quizSchema = z.object({
  type: z.literal('quiz'),
  correct: z.number().int().min(0).max(50),
  total: z.number().int().min(1).max(50),
  level: z.enum(READING_LEVELS),
  topic: z.enum(TOPICS),
  passageKey: z.string().max(300).optional(),
});
export const wordLearnedSchema = z.object({
  type: z.literal('word-learned'),
  word: z.string().trim().min(1).max(60),
});
export const writingTaskSchema = z.object({
  type: z.literal('writing-task'),
  words,
  seconds,
  score: z.number().min(0).max(10),
  mode: z.enum(WRITING_MODES),
  taskKey: z.string().max(300).optional(),
});

export const activityDataSchema = z.discriminatedUnion('type', [
  readingSessionSchema,
  quizSchema,
  wordLearnedSchema,
  writingTaskSchema,
]);
export type ActivityData = z.infer<typeof activityDataSchema>;
export type ActivityType = ActivityData['type'];

export const activityEventSchema = z.object({
  id: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/, 'An event id is letters, digits, - and _.'),
  occurredAt: z.iso.datetime({ offset: true }),
  data: activityDataSchema,
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const activityRequestSchema = z.object({
  events: z.array(activityEventSchema).min(1).max(ACTIVITY_LIMITS.maxEventsPerRequest),
  /** The learner's IANA time zone, for day and week boundaries. */
  timeZone: z.string().max(64).optional(),
});

/**
 * How many points each event is worth: the one XP table, shown to learners
 * on the 'How to earn XP' page.
 */
export const XP_TABLE = {
  readingSession: 10,
  readingPer100Words: 1,
  quizBase: 5,
  quizPerTenPercent: 1,
  wordLearned: 2,
  writingBase: 10,
  writingPerScorePoint: 2,
} as const;

export function quizPercent(correct: number, total: number): number {
  return total > 0 ? Math.round((Math.min(correct, total) / total) * 100) : 0;
}

export function xpFor(data: ActivityData): number {
  switch (data.type) {
    case 'reading-session':
      return XP_TABLE.readingSession + Math.floor(data.words / 100) * XP_TABLE.readingPer100Words;
    case 'quiz':
      return XP_TABLE.quizBase + Math.floor(quizPercent(data.correct, data.total) / 10) * XP_TABLE.quizPerTenPercent;
    case 'word-learned':
      return XP_TABLE.wordLearned;
    case 'writing-task':
      return XP_TABLE.writingBase + Math.round(data.score) * XP_TABLE.writingPerScorePoint;
  }
}

/** Checks an event against the clock: not from the future, not too old. */
export function timeProblem(occurredAtMs: number, now: number): string | null {
  if (occurredAtMs > now + ACTIVITY_LIMITS.maxFutureMs) return 'An event cannot happen in the future.';
  if (occurredAtMs < now - ACTIVITY_LIMITS.maxAgeMs) return 'This event is too old to record.';
  return null;
}
