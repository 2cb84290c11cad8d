// Shapes of the progress endpoints, shared by the routes and the client.
import { z } from 'zod';
import type { AdaptiveDifficulty } from './adaptive.ts';
import type { Preferences } from './preferences.ts';
import type { Summary } from './progress.ts';

export type ProfileResponse = {
  profile: {
    userId: string;
    username: string;
    email: string;
    createdAt: string;
    lastLogin: string | null;
    level: number;
    points: number;
    streak: number;
    preferences: Preferences & { adaptiveDifficulty: AdaptiveDifficulty };
  };
  summary: Summary;
  timeZone: string;
};

export type LeaderboardResponse = {
  period: 'week';
  weekStart: string;
  users: { rank: number; username: string; points: number; level: number; change: number | null; isYou: boolean }[];
  me: { rank: number; points: number } | null;
};

const count = z.number().finite().min(0).max(1e9);

/** SPEC §7 POST /progress: {reading, lastUpdated} or {writing}, as older clients send it. */
export const progressSnapshotSchema = z.union([
  z.object({
    reading: z.looseObject({
      totalWords: count.optional(),
      wordsRead: count.optional(),
      timeSpent: count.optional(),
      sessionsCompleted: count.optional(),
    }),
    lastUpdated: z.union([z.string().max(64), z.number()]).optional(),
  }),
  z.object({
    writing: z.looseObject({
      totalTasksCompleted: count.optional(),
      totalWordsWritten: count.optional(),
      totalTimeSpent: count.optional(),
    }),
  }),
]);

const achievementSchema = z.looseObject({ id: z.string().min(1).max(100) });

/** SPEC §7 POST /achievements: the list, bare or as {achievements}. */
export const achievementsSnapshotSchema = z.union([
  z.array(achievementSchema).max(500),
  z.object({ achievements: z.array(achievementSchema).max(500) }),
]);
