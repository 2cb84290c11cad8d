// Learning events: what a learner did, sent by the client with its own id so
// a retry or an offline replay counts once. Everything on the progress
// dashboard is derived from these.
import { z } from 'zod';
import { READING_LEVELS, READING_MODES, type ReadingLevel, TOPICS, type Topic, WRITING_MODES } from './enums.ts';

/** Bounds that no honest session crosses: beyond them an event is refused. */
export const ACTIVITY_LIMITS = {
  maxSessionSeconds: 4 * 60 * 60,
  maxWordsPerSession: 20_000,
  maxEventsPerRequest: 200,
  /** Clocks drift: a little future is tolerated, not more. */
  maxFutureMs: 5 * 60 * 1000,
  /**
   * Offline queues are replayed, but only practice the server can still
   * check (issue 30: passages opened days before let a script claim a month
   * of XP in one request). Two days covers a phone offline over a weekend.
   */
  maxAgeMs: 48 * 60 * 60 * 1000,
} as const;

/** The events that are practice a learner did, as the server verified it (decision 007): not words, not challenges. */
export const PRACTICE_EVENT_TYPES = ['reading-session', 'quiz', 'writing-task'] as const;

/** Faster than this is skimming, not reading: a reading session needs at least its words' time at this pace. */
export const MAX_READING_WPM = 400;

/**
 * Whether `seconds` is enough to read a passage of `passageWords` words: at
 * MAX_READING_WPM or slower, and only for a passage with words to read. The
 * passage's own count is the measure, never the words a client claims
 * (decision 007: a script claimed 0 words to make 1 second plausible).
 */
export function plausibleReading(passageWords: number, seconds: number): boolean {
  return passageWords > 0 && seconds >= minReadingSeconds(passageWords);
}

/** The shortest reading of a passage that counts: its words at MAX_READING_WPM. */
export function minReadingSeconds(passageWords: number): number {
  return Math.ceil((passageWords / MAX_READING_WPM) * 60);
}

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

/** What the server stores: every figure checked or computed by the server. */
export const activityDataSchema = z.discriminatedUnion('type', [
  readingSessionSchema,
  quizSchema,
  wordLearnedSchema,
  writingTaskSchema,
]);
export type ActivityData = z.infer<typeof activityDataSchema>;
export type ActivityType = ActivityData['type'];

const passageKeySchema = z.string().min(1).max(300);

/**
 * What a client may claim (only what the server can verify). A
 * reading session names a passage the learner opened; its words may not
 * exceed the passage's, and its level and topic come from the passage. A quiz
 * sends the chosen answers, scored on the server. Level, topic, correct and
 * total are still accepted from older queued events but never trusted.
 */
export const clientReadingSessionSchema = z.object({
  type: z.literal('reading-session'),
  passageKey: passageKeySchema,
  words: words.optional(),
  seconds,
  mode: z.enum(READING_MODES).default('normal'),
  level: z.enum(READING_LEVELS).optional(),
  topic: z.enum(TOPICS).optional(),
});
export const clientQuizSchema = z.object({
  type: z.literal('quiz'),
  passageKey: passageKeySchema,
  answers: z.array(z.number().int().min(0).max(9)).min(1).max(50),
  correct: z.number().int().min(0).max(50).optional(),
  total: z.number().int().min(1).max(50).optional(),
  level: z.enum(READING_LEVELS).optional(),
  topic: z.enum(TOPICS).optional(),
});
/** Kinds only the server records (a saved word, a scored writing attempt): named here so the refusal is clear. */
const serverOnlySchemas = [
  z.object({ type: z.literal('word-learned') }),
  z.object({ type: z.literal('writing-task') }),
] as const;

export const clientActivityDataSchema = z.discriminatedUnion('type', [
  clientReadingSessionSchema,
  clientQuizSchema,
  ...serverOnlySchemas,
]);
export type ClientActivityData = z.infer<typeof clientActivityDataSchema>;

export const activityEventSchema = z.object({
  id: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/, 'An event id is letters, digits, - and _.'),
  occurredAt: z.iso.datetime({ offset: true }),
  data: clientActivityDataSchema,
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** An event the server has already checked (or made itself), ready to store. */
export type VerifiedEvent = { id: string; occurredAt: string; data: ActivityData };

export const activityRequestSchema = z.object({
  events: z.array(activityEventSchema).min(1).max(ACTIVITY_LIMITS.maxEventsPerRequest),
  /** The learner's IANA time zone, for day and week boundaries. */
  timeZone: z.string().max(64).optional(),
});

/**
 * Daily ceilings per kind, on the learner's local day: far above what a
 * learner practises in a day, far below what a script could claim.
 */
export const DAILY_LIMITS: Record<ActivityType, number> = {
  'reading-session': 20,
  quiz: 20,
  'word-learned': 50,
  'writing-task': 20,
};
/** A backstop over all kinds (and challenge completions) for one learner's day. */
export const MAX_EVENTS_PER_DAY = 120;
/** A phone's clock may run behind the server's: this much before the passage was opened still counts. */
export const LOAD_CLOCK_SLACK_MS = 15 * 60 * 1000;
/**
 * Practice on a passage counts within this time after the learner last
 * opened it from the server (issue 30: passages opened days before let a
 * script backfill a month). Offline, the day's reading still counts.
 */
export const OPEN_VALID_MS = 24 * 60 * 60 * 1000;

export const ACTIVITY_MESSAGES = {
  notLoaded: 'Open this passage before you record reading it.',
  openedLongAgo: 'This passage was opened too long before this practice. Open it again, then it counts.',
  beforeLoad: 'This practice happened before the passage was opened.',
  tooManyWords: 'This passage has fewer words than that.',
  readAlready: 'This passage already counted today. Read another one for more XP.',
  quizAlready: 'This quiz already counted today. Try the quiz of another passage.',
  wrongAnswerCount: 'Send one answer for each question of this passage.',
  dailyLimit: 'You have reached today’s limit for this kind of practice. It counts again tomorrow.',
  dayFull: 'You have reached today’s limit of recorded practice. It counts again tomorrow.',
  writingOnServer: 'Writing tasks count when you complete them on the writing page.',
  wordOnServer: 'Words count when you add them to your word list.',
  notSaved: 'Add this word to your word list first.',
  reservedId: 'Event ids starting with challenge- are reserved.',
  /** {seconds}: minReadingSeconds of the story, the time its reading needs to count (decision 033). */
  quizBeforeReading: 'Read the story first: its quiz counts after you have read it for at least {seconds} seconds.',
  overlaps: 'This reading happened at the same time as another one. One story at a time counts.',
  tooFast: 'This reading was too quick to count. Read the whole story, then it counts.',
  noWords: 'This reading has no words to count. Read the story, then it counts.',
  taskAlready: 'This task already counted today. Your new draft is saved and checked; it earns XP again tomorrow.',
  notFromPassage: 'Words count when they come from a story you opened.',
  inFuture: 'An event cannot happen in the future.',
  tooOld: 'This event is too old to record.',
} as const;

/** What the server knows about a stored passage, to check a claim against it. */
export type PassageFacts = {
  key: string;
  level: ReadingLevel;
  topic: Topic;
  words: number;
  answerKey: number[];
  /** Where the text gives each answer: sent with the result, after the learner answered (decision 033). */
  explanations: string[];
};

/** One question of a checked quiz: what was chosen, whether it was right, and the right answer. */
export type CheckedQuestion = { chosen: number; right: boolean; correctAnswer: number; explanation: string };

/** A quiz's answers against the passage's key: shown to the learner only after they answered (decision 033). */
export function checkQuiz(
  answers: number[],
  facts: Pick<PassageFacts, 'answerKey' | 'explanations'>,
): CheckedQuestion[] {
  return facts.answerKey.map((correctAnswer, i) => {
    const chosen = answers[i] ?? -1;
    return { chosen, right: chosen === correctAnswer, correctAnswer, explanation: facts.explanations[i] ?? '' };
  });
}

export type Verdict = { ok: true; data: ActivityData } | { ok: false; error: string };

/**
 * Turns a client's claim into the event the server stores, or says why not.
 * Day-based rules (once per passage per day, ceilings) are checked by the
 * caller, which holds the learner's day.
 */
export function verifyClaim(
  claim: ClientActivityData,
  occurredAtMs: number,
  passage: { facts: PassageFacts; firstLoadedAt: number; lastLoadedAt?: number } | undefined,
): Verdict {
  if (claim.type === 'writing-task') return { ok: false, error: ACTIVITY_MESSAGES.writingOnServer };
  if (claim.type === 'word-learned') return { ok: false, error: ACTIVITY_MESSAGES.wordOnServer };
  if (!passage) return { ok: false, error: ACTIVITY_MESSAGES.notLoaded };
  if (occurredAtMs < passage.firstLoadedAt - LOAD_CLOCK_SLACK_MS)
    return { ok: false, error: ACTIVITY_MESSAGES.beforeLoad };
  if (occurredAtMs > (passage.lastLoadedAt ?? passage.firstLoadedAt) + OPEN_VALID_MS)
    return { ok: false, error: ACTIVITY_MESSAGES.openedLongAgo };
  const { facts } = passage;
  if (claim.type === 'reading-session') {
    const claimed = claim.words ?? facts.words;
    if (claimed > facts.words) return { ok: false, error: ACTIVITY_MESSAGES.tooManyWords };
    if (claimed === 0 || facts.words === 0) return { ok: false, error: ACTIVITY_MESSAGES.noWords };
    // The session began after the passage was opened, and lasted long enough for the passage's words.
    if (occurredAtMs - claim.seconds * 1000 < passage.firstLoadedAt - LOAD_CLOCK_SLACK_MS)
      return { ok: false, error: ACTIVITY_MESSAGES.beforeLoad };
    if (!plausibleReading(facts.words, claim.seconds)) return { ok: false, error: ACTIVITY_MESSAGES.tooFast };
    return {
      ok: true,
      data: {
        type: 'reading-session',
        words: claimed,
        seconds: claim.seconds,
        level: facts.level,
        topic: facts.topic,
        mode: claim.mode,
        passageKey: facts.key,
      },
    };
  }
  if (claim.answers.length !== facts.answerKey.length) return { ok: false, error: ACTIVITY_MESSAGES.wrongAnswerCount };
  const correct = claim.answers.filter((a, i) => a === facts.answerKey[i]).length;
  return {
    ok: true,
    data: {
      type: 'quiz',
      correct,
      total: facts.answerKey.length,
      level: facts.level,
      topic: facts.topic,
      passageKey: facts.key,
    },
  };
}

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
  if (occurredAtMs > now + ACTIVITY_LIMITS.maxFutureMs) return ACTIVITY_MESSAGES.inFuture;
  if (occurredAtMs < now - ACTIVITY_LIMITS.maxAgeMs) return ACTIVITY_MESSAGES.tooOld;
  return null;
}
