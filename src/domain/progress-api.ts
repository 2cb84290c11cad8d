// Shapes of the progress endpoints, shared by the routes and the client.
import { z } from 'zod';
import { badgeSchema } from './badge-schema.ts';
import { READING_LEVELS, READING_MODES, TOPICS, WRITING_MODES } from './enums.ts';
import { errorBodySchema } from './errors.ts';
import { storedPreferencesSchema } from './preferences.ts';

const int = z.number().int();
const localDate = z.string().describe('a local calendar day, YYYY-MM-DD');

export const levelInfoSchema = z.object({
  current: int,
  title: z.string(),
  icon: z.string(),
  color: z.string(),
  totalPoints: int,
  /** Points still needed for the next level; 0 at the top level. */
  pointsToNext: int,
  /** Share of this level's span already earned, 0-100 (the progress bar). */
  progressPercent: z.number(),
});

export const challengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  targetValue: int,
  currentValue: int,
  points: int,
  type: z.string(),
  completed: z.boolean(),
  expiresAt: z.string(),
});

const statsSchema = z.object({
  totalReadingSessions: int,
  totalWordsRead: int,
  totalReadingTime: z.number(),
  averageReadingSpeed: z.number(),
  totalQuizzesCompleted: int,
  averageQuizScore: z.number(),
  totalVocabularyWordsLearned: int,
  /** The reading mode of most of the learner's reading sessions; null before the first. */
  favoriteReadingMode: z.enum(READING_MODES).nullable(),
});

/** The learner's dashboard, derived from their learning events (progress-totals.ts). */
export const summarySchema = z.object({
  points: int,
  level: levelInfoSchema,
  streaks: z.object({ current: int, longest: int, lastActivityDate: localDate.nullable() }),
  stats: statsSchema,
  reading: z.object({ totalWords: int, wordsRead: int, timeSpent: z.number(), sessionsCompleted: int }),
  writing: z.object({
    totalTasksCompleted: int,
    totalWordsWritten: int,
    totalTimeSpent: z.number(),
    averageWordsPerMinute: z.number(),
    taskTypeBreakdown: z.record(z.enum(WRITING_MODES), int),
  }),
  weekly: z.array(z.object({ weekStart: localDate, minutes: z.number(), words: int, tasks: int, points: int })),
  today: z.object({ date: localDate, minutes: z.number(), challenges: z.array(challengeSchema) }),
  badges: z.array(badgeSchema),
});
export type Summary = z.infer<typeof summarySchema>;

/**
 * SPEC §3 skillLevels, each from what the learner did on the site and named
 * for what it measures (decision 031): nothing here is a test of the skill.
 */
export const skillLevelsSchema = z.object({
  reading: z.enum(READING_LEVELS).describe('The reading level of their settings (from the level check, or chosen)'),
  vocabulary: int.describe('Words learned: the same count as totalVocabularyWordsLearned'),
  comprehension: z
    .number()
    .nullable()
    .describe('Average quiz score, 0-100: the same as averageQuizScore; null before the first quiz'),
  pronunciation: z
    .null()
    .describe('Always null: pronunciation is scored in the browser and never sent to the server (decision 005)'),
});
export type SkillLevels = z.infer<typeof skillLevelsSchema>;

/** The summary as the profile answers it: the dashboard's, with the skill levels that need the learner's settings. */
export const profileSummarySchema = summarySchema.extend({
  stats: statsSchema.extend({ skillLevels: skillLevelsSchema }),
});

/** SPEC §3 adaptive difficulty (adaptive.ts). */
export const adaptiveDifficultySchema = z.object({
  currentLevel: z.enum(READING_LEVELS),
  confidence: z.number(),
  recommendedTopics: z.array(z.enum(TOPICS)),
  shouldAdjust: z.boolean(),
  /** The level to try next when shouldAdjust is true. */
  recommendedLevel: z.enum(READING_LEVELS),
});

export const preferencesWithAdaptiveSchema = storedPreferencesSchema.extend({
  adaptiveDifficulty: adaptiveDifficultySchema,
});

export const profileSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  level: int,
  points: int,
  streak: int,
  preferences: preferencesWithAdaptiveSchema,
});

/** GET /api/user/{id}/profile: the account, its preferences and the dashboard, in the learner's time zone. */
export const profileResponseSchema = z.object({
  profile: profileSchema,
  summary: profileSummarySchema,
  timeZone: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** GET /api/leaderboard: this week's board (from Sunday 00:00 UTC). */
export const leaderboardResponseSchema = z.object({
  period: z.literal('week'),
  weekStart: z.string(),
  users: z.array(
    z.object({
      rank: int,
      username: z.string(),
      points: int,
      level: int,
      /** Places gained since last week; null for a learner not on last week's board. */
      change: int.nullable(),
      isYou: z.boolean(),
    }),
  ),
  /** The learner's own place when they are not on the board (null when hidden or on it). */
  me: z.object({ rank: int, points: int }).nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/**
 * A quiz of the request, checked on the server: per question the choice, whether it was right, the right
 * answer and where the text gives it. Sent only once the quiz is recorded (now, or by an earlier send of the
 * same event): the passage response carries no key (decision 033).
 */
export const quizResultSchema = z.object({
  eventId: z.string(),
  passageKey: z.string(),
  correct: int,
  total: int,
  questions: z.array(z.object({ chosen: int, right: z.boolean(), correctAnswer: int, explanation: z.string() })),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** POST /api/user/{id}/activity. */
export const activityResponseSchema = z.object({
  accepted: int,
  duplicates: int,
  /** The results of the request's quizzes that are recorded, in request order (decision 033). */
  quizzes: z.array(quizResultSchema),
  points: int,
  level: levelInfoSchema,
  challenges: z.array(challengeSchema),
  /** For the 'achievement unlocked' popup. */
  newBadges: z.array(badgeSchema),
});

/** A refused batch of activity: the error, and the id of the event refused when one event was the cause. */
export const activityErrorSchema = errorBodySchema.extend({
  eventId: z.string().optional().describe('The id of the event that was refused; the batch was not recorded'),
  quiz: quizResultSchema
    .optional()
    .describe('A quiz taken again the same day: not counted, but its answers checked (decision 033)'),
});

/** GET /api/user/{id}/preferences: the saved preferences and the current adaptive suggestion. */
export const preferencesResponseSchema = z.object({ preferences: preferencesWithAdaptiveSchema });
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;
/** POST /api/user/{id}/preferences: the preferences as saved. */
export const savedPreferencesResponseSchema = z.object({ preferences: storedPreferencesSchema });
export type SavedPreferencesResponse = z.infer<typeof savedPreferencesResponseSchema>;
