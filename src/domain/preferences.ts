// Learner preferences (SPEC §3 client profile) and the daily goal (§5).
import { z } from 'zod';
import { INTERFACE_LANGUAGES, TEXT_SIZES } from './display-options.ts';
import { READING_LEVELS, TOPICS } from './enums.ts';

export { TEXT_SIZES } from './display-options.ts';

/** When a daily reminder comes, by the study time the learner chose (local time, hours and minutes). */
export const STUDY_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export const REMINDER_TIME: Record<(typeof STUDY_TIMES)[number], { hour: number; minute: number }> = {
  morning: { hour: 8, minute: 30 },
  afternoon: { hour: 14, minute: 0 },
  evening: { hour: 19, minute: 0 },
  any: { hour: 18, minute: 0 },
};

/** The next moment (local time) a daily reminder is due for a study time: later today, or tomorrow. */
export function nextReminderAt(now: Date, studyTime: (typeof STUDY_TIMES)[number]): Date {
  const { hour, minute } = REMINDER_TIME[studyTime];
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, minute, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

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
  studyTimePreference: z.enum(STUDY_TIMES),
  dailyGoalMinutes: z.unknown().transform(parseDailyGoal),
  notificationsEnabled: z.boolean(),
  soundEnabled: z.boolean(),
  theme: z.enum(['system', 'light', 'dark']),
  hideFromLeaderboard: z.boolean(),
  // null: not chosen, so the interface follows the device's language.
  interfaceLanguage: z.enum(INTERFACE_LANGUAGES).nullable(),
  textSize: z.enum(TEXT_SIZES),
  highContrast: z.boolean(),
  /** When the level check (placement) last set the reading level, epoch ms; null until it is taken or skipped. */
  placedAt: z.number().int().min(0).max(8.64e15).nullable(),
};

export const preferencesSchema = z.object({
  preferredReadingLevel: fields.preferredReadingLevel.default('early-learner'),
  favoriteTopics: fields.favoriteTopics.default([]),
  studyTimePreference: fields.studyTimePreference.default('any'),
  dailyGoalMinutes: fields.dailyGoalMinutes.default(DAILY_GOAL.default),
  notificationsEnabled: fields.notificationsEnabled.default(false),
  // Off until chosen: a sound nobody asked for startles, and costs nothing to turn on.
  soundEnabled: fields.soundEnabled.default(false),
  theme: fields.theme.default('system'),
  hideFromLeaderboard: fields.hideFromLeaderboard.default(false),
  interfaceLanguage: fields.interfaceLanguage.default(null),
  textSize: fields.textSize.default('normal'),
  highContrast: fields.highContrast.default(false),
  placedAt: fields.placedAt.default(null),
});

/** Preferences as stored and sent back: every field filled in, the daily goal already a number. */
export const storedPreferencesSchema = z.object({
  ...fields,
  dailyGoalMinutes: z.number().int().min(DAILY_GOAL.min).max(DAILY_GOAL.max),
});

/** A change to some preferences: only the fields sent, no defaults filled in. */
export const preferencesPatchSchema = z.object(fields).partial();
export type Preferences = z.infer<typeof preferencesSchema>;
export const DEFAULT_PREFERENCES: Preferences = preferencesSchema.parse({});
