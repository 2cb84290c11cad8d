// Progress: store events once each, award the daily challenges they
// complete, and derive everything else with the shared rules.
import { type ActivityEvent, timeProblem, xpFor } from '../../../domain/activity.ts';
import { adaptiveDifficulty } from '../../../domain/adaptive.ts';
import { addDays, isTimeZone, type LocalDate, localDate, startOfLocalDay } from '../../../domain/calendar.ts';
import { challengeId, DAILY_CHALLENGES } from '../../../domain/challenges.ts';
import type { ReadingLevel, Topic } from '../../../domain/enums.ts';
import { levelFor } from '../../../domain/levels.ts';
import { DEFAULT_PREFERENCES, type Preferences, preferencesSchema } from '../../../domain/preferences.ts';
import { type StoredEvent, summarize } from '../../../domain/progress.ts';
import type { LeaderboardResponse } from '../../../domain/progress-api.ts';
import { HttpError } from '../../http/errors.ts';
import { type EventRow, leaderboardWeek, type ProgressRepository } from './repository.ts';

export const LEADERBOARD_SIZE = 5;

export function createProgressService(repo: ProgressRepository, now: () => number = Date.now) {
  async function settings(userId: string): Promise<{ timeZone: string; preferences: Preferences }> {
    const row = await repo.findSettings(userId);
    if (!row) return { timeZone: 'UTC', preferences: DEFAULT_PREFERENCES };
    return { timeZone: row.time_zone, preferences: preferencesSchema.parse(JSON.parse(row.preferences)) };
  }

  async function zoneFor(userId: string, requested?: string): Promise<string> {
    if (requested && isTimeZone(requested)) return requested;
    return (await settings(userId)).timeZone;
  }

  /** Inserts a completion event for each challenge the learner's day now meets (its id makes it count once). */
  async function awardChallenges(userId: string, days: Set<LocalDate>, timeZone: string) {
    const rows: EventRow[] = [];
    for (const day of days) {
      const from = startOfLocalDay(day, timeZone);
      const to = startOfLocalDay(addDays(day, 1), timeZone);
      const events = (await repo.eventsBetween(userId, from, to)).sort(
        (a, b) => Number(a.occurred_at) - Number(b.occurred_at),
      );
      for (const challenge of DAILY_CHALLENGES) {
        const matching = events.filter((e) => e.type === challenge.counts);
        const reached = matching[challenge.targetValue - 1];
        if (!reached) continue;
        const id = challengeId(challenge.key, day);
        rows.push({
          user_id: userId,
          id,
          type: 'challenge-completed',
          occurred_at: Number(reached.occurred_at),
          recorded_at: now(),
          xp: challenge.points,
          data: JSON.stringify({ type: 'challenge-completed', challengeId: id, points: challenge.points }),
        });
      }
    }
    await repo.insertEvents(rows);
  }

  async function storedEvents(userId: string): Promise<StoredEvent[]> {
    return (await repo.listEvents(userId)).map((r) => ({
      id: r.id,
      occurredAt: Number(r.occurred_at),
      xp: Number(r.xp),
      data: JSON.parse(r.data) as StoredEvent['data'],
    }));
  }

  return {
    settings,

    async ingest(userId: string, events: ActivityEvent[], timeZone?: string) {
      const current = now();
      const rows: EventRow[] = events.map((e) => {
        const occurredAt = Date.parse(e.occurredAt);
        const problem = timeProblem(occurredAt, current);
        if (problem) throw new HttpError(400, problem);
        if (e.id.startsWith('challenge-')) throw new HttpError(400, 'Event ids starting with challenge- are reserved.');
        if (e.data.type === 'quiz' && e.data.correct > e.data.total)
          throw new HttpError(400, 'A quiz cannot have more correct answers than questions.');
        return {
          user_id: userId,
          id: e.id,
          type: e.data.type,
          occurred_at: occurredAt,
          recorded_at: current,
          xp: xpFor(e.data),
          data: JSON.stringify(e.data),
        };
      });
      const zone = await zoneFor(userId, timeZone);
      if (timeZone && zone === timeZone) {
        const { preferences } = await settings(userId);
        await repo.setTimeZone(userId, zone, JSON.stringify(preferences), current);
      }
      const accepted = await repo.insertEvents(rows);
      await awardChallenges(userId, new Set(rows.map((r) => localDate(r.occurred_at, zone))), zone);
      return { accepted, duplicates: rows.length - accepted };
    },

    async summary(userId: string, timeZone?: string) {
      const zone = await zoneFor(userId, timeZone);
      const { preferences } = await settings(userId);
      const events = await storedEvents(userId);
      const summary = summarize(events, zone, now());
      const topics: Partial<Record<Topic, number>> = {};
      const quizzes: { level: ReadingLevel; percent: number }[] = [];
      for (const e of events) {
        if (e.data.type === 'reading-session') topics[e.data.topic] = (topics[e.data.topic] ?? 0) + 1;
        if (e.data.type === 'quiz')
          quizzes.push({ level: e.data.level, percent: Math.round((e.data.correct / e.data.total) * 100) });
      }
      const adaptive = adaptiveDifficulty({
        quizzes,
        topicsPractised: topics,
        preferredLevel: preferences.preferredReadingLevel,
        favoriteTopics: preferences.favoriteTopics,
      });
      return { summary, preferences, adaptive, timeZone: zone };
    },

    async savePreferences(userId: string, input: unknown) {
      const preferences = preferencesSchema.parse(input);
      const { timeZone } = await settings(userId);
      await repo.saveSettings({
        user_id: userId,
        time_zone: timeZone,
        preferences: JSON.stringify(preferences),
        hide_from_leaderboard: preferences.hideFromLeaderboard ? 1 : 0,
        updated_at: now(),
      });
      return preferences;
    },

    /** The weekly leaderboard: weeks start on Sunday (UTC, one board for everyone). */
    async leaderboard(userId: string): Promise<LeaderboardResponse> {
      const week = leaderboardWeek(now());
      const top = await repo.weeklyPoints(week, LEADERBOARD_SIZE);
      const lastWeek = await repo.weeklyPoints(leaderboardWeek(week - 1), 100);
      const lastRank = new Map(lastWeek.map((r, i) => [r.userId, i + 1]));
      const totals = await repo.totalPoints(top.map((r) => r.userId));
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
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
