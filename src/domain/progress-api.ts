// Shapes of the progress endpoints, shared by the routes and the client.
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
