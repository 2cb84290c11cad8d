// Shapes of the SPEC §7 profile-and-sync calls that our own client does not
// make (server/features/legacy-snapshots): kept so a client written to the
// spec's contract still works. Progress is derived from events, so what these
// calls accept is checked and then answered with the derived record.
import { z } from 'zod';
import { usernameSchema } from './auth.ts';
import { badgeSchema } from './badge-schema.ts';
import { preferencesWithAdaptiveSchema, profileSchema, profileSummarySchema, summarySchema } from './progress-api.ts';

const int = z.number().int();
const localDate = z.string().describe('a local calendar day, YYYY-MM-DD');

export const successSchema = z.object({ success: z.literal(true) });

/** POST /api/user/{id}/profile: of "the profile", only a new username is taken. */
export const profileUpdateSchema = z.object({ username: usernameSchema.optional() });

/** The SPEC §7 progress record, derived from events. */
export const progressRecordSchema = z.object({
  reading: summarySchema.shape.reading,
  writing: summarySchema.shape.writing.extend({
    weeklyProgress: z.array(z.object({ weekStart: localDate, tasks: int, words: int })),
    achievements: z.array(
      badgeSchema.pick({ id: true, title: true, description: true, icon: true, category: true }).extend({
        unlockedAt: z.string(),
      }),
    ),
  }),
  weekly: summarySchema.shape.weekly,
  today: summarySchema.shape.today,
});
export type ProgressRecord = z.infer<typeof progressRecordSchema>;
/** GET /api/user/{id}/progress. */
export const progressResponseSchema = z.object({ progress: progressRecordSchema });
/** POST /api/user/{id}/progress. */
export const progressSnapshotResponseSchema = successSchema.extend({ progress: progressRecordSchema });

/** GET /api/user/{id}/achievements. */
export const achievementsResponseSchema = z.object({ achievements: z.array(badgeSchema) });
/** POST /api/user/{id}/achievements. */
export const achievementsSnapshotResponseSchema = successSchema.extend({ achievements: z.array(badgeSchema) });

/** GET /api/user/{id}/all. */
export const allUserDataResponseSchema = z.object({
  userData: z.object({
    profile: profileSchema,
    preferences: preferencesWithAdaptiveSchema,
    summary: profileSummarySchema,
  }),
});

const count = z.number().finite().min(0).max(1e9);

/** SPEC §7 POST /progress: {reading, lastUpdated} or {writing}, as older clients send it. */
export const progressSnapshotSchema = z.union([
  z.object({
    reading: z.object({
      totalWords: count.optional(),
      wordsRead: count.optional(),
      timeSpent: count.optional(),
      sessionsCompleted: count.optional(),
    }),
    lastUpdated: z.union([z.string().max(64), z.number()]).optional(),
  }),
  z.object({
    writing: z.object({
      totalTasksCompleted: count.optional(),
      totalWordsWritten: count.optional(),
      totalTimeSpent: count.optional(),
    }),
  }),
]);

const achievementSchema = z.object({ id: z.string().min(1).max(100) });

/** SPEC §7 POST /achievements: the list, bare or as {achievements}. */
export const achievementsSnapshotSchema = z.union([
  z.array(achievementSchema).max(500),
  z.object({ achievements: z.array(achievementSchema).max(500) }),
]);
