// What progress holds about a learner (lib/learner-data.ts): settings, every
// verified event (read a page at a time), totals, days, weekly points and the
// stories opened.
import type { EventsTable } from '#src/server/db/types.ts';
import { EXPORT_PAGE, iso, type LearnerDataPart, pagedList, parsedJson } from '#src/server/lib/learner-data.ts';

export const progressLearnerData: LearnerDataPart = {
  tables: {
    user_settings: 'preferences',
    events: 'events',
    progress_totals: 'progress.totals',
    progress_days: 'progress.days',
    weekly_points: 'progress.weeklyPoints',
    passage_loads: 'passagesOpened',
  },

  async read(db, { id }) {
    const [settings, totals, days, weekly, loads] = await Promise.all([
      db.selectFrom('user_settings').selectAll().where('user_id', '=', id).executeTakeFirst(),
      db.selectFrom('progress_totals').selectAll().where('user_id', '=', id).executeTakeFirst(),
      db.selectFrom('progress_days').selectAll().where('user_id', '=', id).orderBy('day').execute(),
      db.selectFrom('weekly_points').selectAll().where('user_id', '=', id).orderBy('week_start').execute(),
      db
        .selectFrom('passage_loads')
        .selectAll()
        .where('user_id', '=', id)
        .orderBy('first_loaded_at')
        .orderBy('passage_key')
        .execute(),
    ]);
    const events = pagedList<EventsTable>(
      (after) => {
        let q = db
          .selectFrom('events')
          .selectAll()
          .where('user_id', '=', id)
          .orderBy('occurred_at')
          .orderBy('id')
          .limit(EXPORT_PAGE);
        if (after)
          q = q.where((eb) =>
            eb.or([
              eb('occurred_at', '>', after.occurred_at),
              eb.and([eb('occurred_at', '=', after.occurred_at), eb('id', '>', after.id)]),
            ]),
          );
        return q.execute();
      },
      (e) => ({
        id: e.id,
        type: e.type,
        occurredAt: iso(e.occurred_at),
        recordedAt: iso(e.recorded_at),
        xp: Number(e.xp),
        data: parsedJson(e.data),
      }),
    );
    return {
      preferences: settings
        ? {
            timeZone: settings.time_zone,
            preferences: parsedJson(settings.preferences),
            hideFromLeaderboard: Boolean(Number(settings.hide_from_leaderboard)),
            updatedAt: iso(settings.updated_at),
          }
        : null,
      events,
      progress: {
        totals: totals
          ? { points: Number(totals.points), data: parsedJson(totals.data), updatedAt: iso(totals.updated_at) }
          : null,
        days: days.map((d) => ({ day: d.day, data: parsedJson(d.data) })),
        weeklyPoints: weekly.map((w) => ({ weekStart: iso(w.week_start), points: Number(w.points) })),
      },
      passagesOpened: loads.map((l) => ({ passageKey: l.passage_key, firstOpenedAt: iso(l.first_loaded_at) })),
    };
  },

  async erase(trx, { id }) {
    for (const table of [
      'user_settings',
      'events',
      'progress_totals',
      'progress_days',
      'weekly_points',
      'passage_loads',
    ] as const) {
      await trx.deleteFrom(table).where('user_id', '=', id).execute();
    }
  },
};
