// Learner preferences (SPEC §3 client profile) and the daily goal (§5).
import { z } from 'zod';
import { READING_LEVELS, TOPICS } from './enums.ts';

export const DAILY_GOAL = { min: 5, max: 120, default: 30 } as const;

/** SPEC §5: 5 to 120 minutes; a non-numeric entry becomes 30. */
export function parseDailyGoal(input: unknown): number {
  const n = typeof input === 'number' ? input : Number.parseInt(String(input ?? ''), 10);
  if (!Number.isFinite(n)) return DAILY_GOAL.default;
  return Math.min(DAILY_GOAL.max, Math.max(DAILY_GOAL.min, Math.round(n)));
}

const fields = {
  preferredReadingLevel: z.enum(READING_LEVELS),
  favoriteTopics: z.array(z.enum(TOPICS)).max(TOPICS.length),
  studyTimePreference: z.enum(['morning', 'afternoon', 'evening', 'any']),
  dailyGoalMinutes: z.unknown().transform(parseDailyGoal),
  notificationsEnabled: z.boolean(),
  soundEnabled: z.boolean(),
  theme: z.enum(['system', 'light', 'dark']),
  hideFromLeaderboard: z.boolean(),
  /** When the level check (placement) last set the reading level, epoch ms; null until it is taken or skipped. */
  placedAt: z.number().int().min(0).max(8.64e15).nullable(),
};

export const preferencesSchema = z.object({
  preferredReadingLevel: fields.preferredReadingLevel.default('early-learner'),
  favoriteTopics: fields.favoriteTopics.default([]),
  studyTimePreference: fields.studyTimePreference.default('any'),
  dailyGoalMinutes: fields.dailyGoalMinutes.default(DAILY_GOAL.default),
  notificationsEnabled: fields.notificationsEnabled.default(false),
  soundEnabled: fields.soundEnabled.default(true),
  theme: fields.theme.default('system'),
  hideFromLeaderboard: fields.hideFromLeaderboard.default(false),
  placedAt: fields.placedAt.default(null),
});

/** A change to some preferences: only the fields sent, no defaults filled in. */
export const preferencesPatchSchema = z.object(fields).partial();
export type Preferences = z.infer<typeof preferencesSchema>;
export const DEFAULT_PREFERENCES: Preferences = preferencesSchema.parse({});
