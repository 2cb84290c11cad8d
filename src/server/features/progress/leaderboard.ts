import { levelFor } from '#src/domain/levels.ts';
import type { LeaderboardResponse } from '#src/domain/progress-api.ts';
import type { Ledger } from './ledger.ts';
import { leaderboardWeek, type ProgressRepository } from './repository.ts';
import type { Settings } from './settings.ts';

export const LEADERBOARD_SIZE = 5;

export function createLeaderboard(
  repo: ProgressRepository,
  now: () => number,
  { currentState }: Ledger,
  { settings }: Settings,
) {
  /** The weekly leaderboard: weeks start on Sunday (UTC, one board for everyone). */
  return async function leaderboard(userId: string): Promise<LeaderboardResponse> {
    const week = leaderboardWeek(now());
    const top = await repo.weeklyPoints(week, LEADERBOARD_SIZE);
    const lastWeek = await repo.weeklyPoints(leaderboardWeek(week - 1), 100);
    const lastRank = new Map(lastWeek.map((r, i) => [r.userId, i + 1]));
    let totals = await repo.totalPoints(top.map((r) => r.userId));
    const missing = top.filter((r) => !totals.has(r.userId));
    if (missing.length) {
      for (const r of missing) await currentState(r.userId, (await settings(r.userId)).timeZone);
      totals = await repo.totalPoints(top.map((r) => r.userId));
    }
    const users = top.map((r, i) => {
      const before = lastRank.get(r.userId);
      return {
        rank: i + 1,
        username: r.username,
        points: Number(r.points),
        level: levelFor(totals.get(r.userId) ?? 0).current,
        change: before === undefined ? null : before - (i + 1),
        isYou: r.userId === userId,
      };
    });
    let me = null;
    const { preferences } = await settings(userId);
    if (!users.some((u) => u.isYou) && !preferences.hideFromLeaderboard) {
      const points = await repo.pointsOf(userId, week);
      me = { rank: (await repo.countAbove(points, week)) + 1, points };
    }
    return { period: 'week' as const, weekStart: new Date(week).toISOString(), users, me };
  };
}
