// SQL for learning events, settings and the weekly leaderboard.
import { sql, type Transaction } from 'kysely';
import { localDate, weekStart, type ZoneHistory } from '#src/domain/calendar.ts';
import type { Db, Executor } from '#src/server/db/client.ts';
import { preparedQuery } from '#src/server/db/prepared.ts';
import type { Database, EventsTable, ProgressDaysTable, UserSettingsTable } from '#src/server/db/types.ts';

export type { Executor };

/** The leaderboard's week: from Sunday 00:00 UTC, one board for everyone (SPEC §9). */
export function leaderboardWeek(instantMs: number): number {
  return Date.parse(`${weekStart(localDate(instantMs, 'UTC'))}T00:00:00Z`);
}

export type EventRow = EventsTable;

export function createProgressRepository(db: Db) {
  // Every profile read and activity answer starts here.
  const summaryInputs = preparedQuery(db, 1, (userId: string) =>
    db
      .selectFrom('users')
      .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
      .leftJoin('progress_totals', 'progress_totals.user_id', 'users.id')
      .select([
        'users.username',
        'users.email',
        'users.created_at',
        'users.last_login_at',
        'user_settings.time_zone',
        'user_settings.previous_time_zone',
        'user_settings.zone_from',
        'user_settings.preferences',
        'progress_totals.version',
        'progress_totals.data',
      ])
      .where('users.id', '=', userId),
  );
  return {
    db,

    /**
     * Inserts events that are known to be new (the caller checked their ids
     * inside its transaction) and adds their XP to their weeks' totals.
     */
    async insertEvents(trx: Executor, rows: EventRow[]): Promise<void> {
      if (!rows.length) return;
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto('events')
          .values(rows.slice(i, i + 200))
          .execute();
      const weeks = new Map<string, { week_start: number; user_id: string; points: number }>();
      for (const row of rows) {
        const week = leaderboardWeek(row.occurred_at);
        const key = `${week}:${row.user_id}`;
        const entry = weeks.get(key) ?? { week_start: week, user_id: row.user_id, points: 0 };
        entry.points += row.xp;
        weeks.set(key, entry);
      }
      // A reading session marks its passage read (a session needs a load first, so the row is there).
      for (const row of rows) {
        if (row.type !== 'reading-session') continue;
        const key = (JSON.parse(row.data) as { passageKey?: unknown }).passageKey;
        if (typeof key !== 'string') continue;
        await trx
          .updateTable('passage_loads')
          .set({ first_read_at: row.occurred_at })
          .where('user_id', '=', row.user_id)
          .where('passage_key', '=', key)
          .where((eb) => eb.or([eb('first_read_at', 'is', null), eb('first_read_at', '>', row.occurred_at)]))
          .execute();
      }
      for (const entry of weeks.values()) {
        if (!entry.points) continue;
        await trx
          .insertInto('weekly_points')
          .values(entry)
          .onConflict((oc) =>
            oc.columns(['week_start', 'user_id']).doUpdateSet({ points: sql`weekly_points.points + ${entry.points}` }),
          )
          .execute();
      }
    },

    /** Challenge completions stored from `margin` before `from` on (a day's challenges happen within it). */
    async challengeIdsSince(trx: Executor, userId: string, from: number, margin: number): Promise<Set<string>> {
      const rows = await trx
        .selectFrom('events')
        .select('id')
        .where('user_id', '=', userId)
        .where('occurred_at', '>=', from - margin)
        .where('type', '=', 'challenge-completed')
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** The passage of each of these stored quiz events, by event id. */
    async storedQuizPassages(trx: Executor, userId: string, ids: string[]): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      for (let i = 0; i < ids.length; i += 200) {
        const rows = await trx
          .selectFrom('events')
          .select(['id', 'data'])
          .where('user_id', '=', userId)
          .where('type', '=', 'quiz')
          .where('id', 'in', ids.slice(i, i + 200))
          .execute();
        for (const r of rows) {
          const key = (JSON.parse(r.data) as { passageKey?: string }).passageKey;
          if (key) found.set(r.id, key);
        }
      }
      return found;
    },

    async existingIds(trx: Executor, userId: string, ids: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < ids.length; i += 200) {
        const rows = await trx
          .selectFrom('events')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', 'in', ids.slice(i, i + 200))
          .execute();
        for (const r of rows) found.add(r.id);
      }
      return found;
    },

    /**
     * Takes the learner's totals row for this transaction (creating it when
     * missing): the UPDATE holds its row lock on PostgreSQL until commit, so
     * two requests of one learner are counted one after the other and a daily
     * ceiling cannot be passed by sending in parallel.
     */
    async lockTotals(trx: Executor, userId: string, now: number) {
      await trx
        .insertInto('progress_totals')
        .values({ user_id: userId, version: 0, points: 0, data: '{}', updated_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return trx
        .updateTable('progress_totals')
        .set({ updated_at: now })
        .where('user_id', '=', userId)
        .returning(['version', 'data'])
        .executeTakeFirstOrThrow();
    },

    /**
     * What a summary is computed from, in one query: the learner's settings
     * and totals, each null when not stored yet; undefined for no such learner.
     */
    async summaryInputs(userId: string) {
      return (await summaryInputs(userId))[0];
    },

    findTotals(userId: string) {
      return db
        .selectFrom('progress_totals')
        .select(['version', 'data'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async saveTotals(
      trx: Executor,
      userId: string,
      row: { version: number; points: number; data: string; now: number },
    ) {
      await trx
        .updateTable('progress_totals')
        .set({ version: row.version, points: row.points, data: row.data, updated_at: row.now })
        .where('user_id', '=', userId)
        .execute();
    },

    /** The learner's days from `from` on, plus any one day named in `also`. */
    daysFrom(trx: Executor, userId: string, from: string, also?: string | null): Promise<ProgressDaysTable[]> {
      return trx
        .selectFrom('progress_days')
        .selectAll()
        .where('user_id', '=', userId)
        .where((eb) => (also ? eb.or([eb('day', '>=', from), eb('day', '=', also)]) : eb('day', '>=', from)))
        .execute();
    },

    async saveDays(trx: Executor, rows: ProgressDaysTable[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 200) {
        await trx
          .insertInto('progress_days')
          .values(rows.slice(i, i + 200))
          .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ data: (eb) => eb.ref('excluded.data') }))
          .execute();
      }
    },

    async deleteDays(trx: Executor, userId: string): Promise<void> {
      await trx.deleteFrom('progress_days').where('user_id', '=', userId).execute();
    },

    /** Every stored event, for a rebuild of the totals (once per learner and totals version). */
    allEvents(trx: Executor, userId: string) {
      return trx
        .selectFrom('events')
        .select(['id', 'type', 'occurred_at', 'xp', 'data'])
        .where('user_id', '=', userId)
        .execute();
    },

    passages(trx: Executor, keys: string[]) {
      if (!keys.length) return Promise.resolve([]);
      return trx.selectFrom('passages').select(['key', 'level', 'topic', 'body']).where('key', 'in', keys).execute();
    },

    loads(trx: Executor, userId: string, keys: string[]) {
      if (!keys.length) return Promise.resolve([]);
      return trx
        .selectFrom('passage_loads')
        .select(['passage_key', 'first_loaded_at', 'last_loaded_at', 'first_read_at'])
        .where('user_id', '=', userId)
        .where('passage_key', 'in', keys)
        .execute();
    },

    /** Of these passage keys, the ones the learner has opened. */
    async loadedKeys(userId: string, keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db
        .selectFrom('passage_loads')
        .select('passage_key')
        .where('user_id', '=', userId)
        .where('passage_key', 'in', keys)
        .execute();
      return new Set(rows.map((r) => r.passage_key));
    },

    /** Which of these passages the learner has a reading session for (the levels of a story they read). */
    async readPassageKeys(userId: string, keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db
        .selectFrom('passage_loads')
        .select('passage_key')
        .where('user_id', '=', userId)
        .where('passage_key', 'in', keys)
        .where('first_read_at', 'is not', null)
        .execute();
      return new Set(rows.map((r) => r.passage_key));
    },

    async recordLoad(userId: string, key: string, now: number): Promise<void> {
      await db
        .insertInto('passage_loads')
        .values({ user_id: userId, passage_key: key, first_loaded_at: now, first_read_at: null, last_loaded_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'passage_key']).doUpdateSet({ last_loaded_at: now }))
        .execute();
    },

    async hasSavedWord(trx: Executor, userId: string, word: string): Promise<boolean> {
      const row = await trx
        .selectFrom('words')
        .select('word')
        .where('user_id', '=', userId)
        .where('word', '=', word)
        .executeTakeFirst();
      return !!row;
    },

    transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },

    findSettings(userId: string, trx: Executor = db): Promise<UserSettingsTable | undefined> {
      return trx.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Saves the preferences; the time zone is the account's own, changed only by setTimeZone. */
    async saveSettings(
      row: Pick<UserSettingsTable, 'user_id' | 'time_zone' | 'preferences' | 'hide_from_leaderboard' | 'updated_at'>,
    ): Promise<void> {
      await db
        .insertInto('user_settings')
        .values({ ...row, previous_time_zone: null, zone_from: null })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            preferences: row.preferences,
            hide_from_leaderboard: row.hide_from_leaderboard,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },

    async setTimeZone(userId: string, history: ZoneHistory, preferences: string, now: number): Promise<void> {
      const zone = { time_zone: history.zone, previous_time_zone: history.previous, zone_from: history.from };
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, ...zone, preferences, hide_from_leaderboard: 0, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(zone))
        .execute();
    },

    /** Whether the learner has any practice on record (before it, a new zone applies at once). */
    async hasPractice(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('progress_days')
        .select('day')
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return !!row;
    },

    /** When the learner last opened this passage or task; undefined when the server never saw it opened. */
    async lastOpened(userId: string, key: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('passage_loads')
        .select(['first_loaded_at', 'last_loaded_at'])
        .where('user_id', '=', userId)
        .where('passage_key', '=', key)
        .executeTakeFirst();
      return row ? Number(row.last_loaded_at ?? row.first_loaded_at) : undefined;
    },

    /** The bodies of the passages the learner opened since `since`, newest first (a learned word comes from one). */
    openedPassageBodies(trx: Executor, userId: string, since: number, limit: number) {
      return trx
        .selectFrom('passage_loads')
        .innerJoin('passages', 'passages.key', 'passage_loads.passage_key')
        .select('passages.body')
        .where('passage_loads.user_id', '=', userId)
        .where((eb) =>
          eb.or([eb('passage_loads.last_loaded_at', '>=', since), eb('passage_loads.first_loaded_at', '>=', since)]),
        )
        .orderBy('passage_loads.first_loaded_at', 'desc')
        .limit(limit)
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

    /** Lifetime XP of a few learners, from their running totals. */
    async totalPoints(userIds: string[]): Promise<Map<string, number>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .selectFrom('progress_totals')
        .select(['user_id', 'points'])
        .where('user_id', 'in', userIds)
        .execute();
      return new Map(rows.map((r) => [r.user_id, Number(r.points)]));
    },
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;
/** The learner's account, settings and stored totals, as one query reads them. */
export type SummaryInputs = NonNullable<Awaited<ReturnType<ProgressRepository['summaryInputs']>>>;
