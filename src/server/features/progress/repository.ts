// SQL for learning events, settings and the weekly leaderboard.
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { EventsTable, UserSettingsTable } from '../../db/types.ts';

export type EventRow = EventsTable;

export function createProgressRepository(db: Db) {
  return {
    /** Inserts the new events; an id seen before is ignored (idempotent replays). Returns how many were new. */
    async insertEvents(rows: EventRow[]): Promise<number> {
      if (!rows.length) return 0;
      const result = await db
        .insertInto('events')
        .values(rows)
        .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
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

    /** XP per learner within [from, to), highest first, without learners who chose to hide. */
    weeklyPoints(from: number, to: number, limit: number) {
      return db
        .selectFrom('events')
        .innerJoin('users', 'users.id', 'events.user_id')
        .leftJoin('user_settings', 'user_settings.user_id', 'events.user_id')
        .select([
          'events.user_id as userId',
          'users.username as username',
          (eb) => eb.fn.sum<number>('events.xp').as('points'),
        ])
        .where('events.occurred_at', '>=', from)
        .where('events.occurred_at', '<', to)
        .where((eb) =>
          eb.or([
            eb('user_settings.hide_from_leaderboard', 'is', null),
            eb('user_settings.hide_from_leaderboard', '=', 0),
          ]),
        )
        .groupBy(['events.user_id', 'users.username'])
        .orderBy('points', 'desc')
        .orderBy('events.user_id')
        .limit(limit)
        .execute();
    },

    async pointsOf(userId: string, from: number, to: number): Promise<number> {
      const row = await db
        .selectFrom('events')
        .select((eb) => eb.fn.sum<number>('xp').as('points'))
        .where('user_id', '=', userId)
        .where('occurred_at', '>=', from)
        .where('occurred_at', '<', to)
        .executeTakeFirst();
      return Number(row?.points ?? 0);
    },

    /** How many visible learners earned more than `points` in [from, to). */
    async countAbove(points: number, from: number, to: number): Promise<number> {
      const row = await sql<{ n: number }>`
        select count(*) as n from (
          select e.user_id from events e
          left join user_settings s on s.user_id = e.user_id
          where e.occurred_at >= ${from} and e.occurred_at < ${to}
            and (s.hide_from_leaderboard is null or s.hide_from_leaderboard = 0)
          group by e.user_id
          having sum(e.xp) > ${points}
        ) above`.execute(db);
      return Number(row.rows[0]?.n ?? 0);
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
