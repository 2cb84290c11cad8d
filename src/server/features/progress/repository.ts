// SQL for learning events, settings and the weekly leaderboard.
import { sql } from 'kysely';
import { localDate, weekStart } from '../../../domain/calendar.ts';
import type { Db } from '../../db/client.ts';
import type { EventsTable, UserSettingsTable } from '../../db/types.ts';

/** The leaderboard's week: from Sunday 00:00 UTC, one board for everyone (SPEC §9). */
export function leaderboardWeek(instantMs: number): number {
  return Date.parse(`${weekStart(localDate(instantMs, 'UTC'))}T00:00:00Z`);
}

export type EventRow = EventsTable;

export function createProgressRepository(db: Db) {
  return {
    /**
     * Inserts the new events; an id seen before is ignored (idempotent
     * replays). The new events' XP is added to their weeks' totals in the
     * same transaction. Returns how many were new.
     */
    async insertEvents(rows: EventRow[]): Promise<number> {
      if (!rows.length) return 0;
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('events')
          .values(rows)
          .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
          .returning(['user_id', 'occurred_at', 'xp'])
          .execute();
        const weeks = new Map<string, { week_start: number; user_id: string; points: number }>();
        for (const row of inserted) {
          const week = leaderboardWeek(Number(row.occurred_at));
          const key = `${week}:${row.user_id}`;
          const entry = weeks.get(key) ?? { week_start: week, user_id: row.user_id, points: 0 };
          entry.points += Number(row.xp);
          weeks.set(key, entry);
        }
        for (const entry of weeks.values()) {
          await trx
            .insertInto('weekly_points')
            .values(entry)
            .onConflict((oc) =>
              oc
                .columns(['week_start', 'user_id'])
                .doUpdateSet({ points: sql`weekly_points.points + ${entry.points}` }),
            )
            .execute();
        }
        return inserted.length;
      });
    },

    listEvents(userId: string) {
      return db
        .selectFrom('events')
        .select(['id', 'type', 'occurred_at', 'xp', 'data'])
        .where('user_id', '=', userId)
        .orderBy('occurred_at')
        .execute();
    },

    eventsBetween(userId: string, from: number, to: number) {
      return db
        .selectFrom('events')
        .select(['id', 'type', 'occurred_at'])
        .where('user_id', '=', userId)
        .where('occurred_at', '>=', from)
        .where('occurred_at', '<', to)
        .execute();
    },

    findSettings(userId: string): Promise<UserSettingsTable | undefined> {
      return db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async saveSettings(row: UserSettingsTable): Promise<void> {
      await db
        .insertInto('user_settings')
        .values(row)
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            time_zone: row.time_zone,
            preferences: row.preferences,
            hide_from_leaderboard: row.hide_from_leaderboard,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },

    async setTimeZone(userId: string, timeZone: string, preferences: string, now: number): Promise<void> {
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, time_zone: timeZone, preferences, hide_from_leaderboard: 0, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ time_zone: timeZone }))
        .execute();
    },

    /** The week's top learners by XP, without those who chose to hide. */
    weeklyPoints(week: number, limit: number) {
      return db
        .selectFrom('weekly_points')
        .innerJoin('users', 'users.id', 'weekly_points.user_id')
        .leftJoin('user_settings', 'user_settings.user_id', 'weekly_points.user_id')
        .select(['weekly_points.user_id as userId', 'users.username as username', 'weekly_points.points as points'])
        .where('weekly_points.week_start', '=', week)
        .where((eb) =>
          eb.or([
            eb('user_settings.hide_from_leaderboard', 'is', null),
            eb('user_settings.hide_from_leaderboard', '=', 0),
          ]),
        )
        .orderBy('weekly_points.points', 'desc')
        .orderBy('weekly_points.user_id')
        .limit(limit)
        .execute();
    },

    async pointsOf(userId: string, week: number): Promise<number> {
      const row = await db
        .selectFrom('weekly_points')
        .select('points')
        .where('week_start', '=', week)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.points ?? 0);
    },

    /** How many visible learners earned more than `points` this week. */
    async countAbove(points: number, week: number): Promise<number> {
      const row = await db
        .selectFrom('weekly_points')
        .leftJoin('user_settings', 'user_settings.user_id', 'weekly_points.user_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('weekly_points.week_start', '=', week)
        .where('weekly_points.points', '>', points)
        .where((eb) =>
          eb.or([
            eb('user_settings.hide_from_leaderboard', 'is', null),
            eb('user_settings.hide_from_leaderboard', '=', 0),
          ]),
        )
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async totalPoints(userIds: string[]): Promise<Map<string, number>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .selectFrom('events')
        .select(['user_id', (eb) => eb.fn.sum<number>('xp').as('points')])
        .where('user_id', 'in', userIds)
        .groupBy('user_id')
        .execute();
      return new Map(rows.map((r) => [r.user_id, Number(r.points)]));
    },
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;
