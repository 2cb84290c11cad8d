// The site's use, for the volunteers: aggregates only, never a
// learner's name, address or text.
import { addDays, localDate, weekStart } from './calendar.ts';

export const STATS_WEEKS = 8;
const DAY_MS = 86_400_000;

export type WeekCounts = {
  /** The week's first day (Sunday, UTC: the leaderboard's week, SPEC §9). */
  weekStart: string;
  registered: number;
  active: number;
  passagesRead: number;
  quizzesTaken: number;
  tasksCompleted: number;
};

export type SiteStats = {
  generatedAt: string;
  learners: number;
  lockedLearners: number;
  activeLast7Days: number;
  activeLast30Days: number;
  passagesRead: number;
  quizzesTaken: number;
  tasksCompleted: number;
  /** Oldest first; the last one is the week that is still running. */
  weeks: WeekCounts[];
  /** Volunteer tutors' queue (decision 038). */
  tutoring: {
    waiting: number;
    oldestWaitingSeconds: number;
    /** Over the answers of the last 30 days; null when there were none. */
    medianAnswerSeconds: number | null;
    answeredLast30Days: number;
    tutorsActiveLast7Days: number;
  };
};

/** The last `count` weeks as [start, end) in epoch ms, oldest first, the running week last. */
export function statsWeeks(nowMs: number, count = STATS_WEEKS): { weekStart: string; from: number; to: number }[] {
  const current = weekStart(localDate(nowMs, 'UTC'));
  return Array.from({ length: count }, (_, i) => {
    const start = addDays(current, -7 * (count - 1 - i));
    const from = Date.parse(`${start}T00:00:00Z`);
    return { weekStart: start, from, to: from + 7 * DAY_MS };
  });
}

/** "Active": signed in or practised within the last `days` days. */
export function activeSince(nowMs: number, days: number): number {
  return nowMs - days * DAY_MS;
}
