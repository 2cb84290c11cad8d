import { type ZoneHistory, zoneAt } from '#src/domain/calendar.ts';
import { DEFAULT_PREFERENCES, type Preferences, preferencesSchema } from '#src/domain/preferences.ts';
import type { Executor, ProgressRepository } from './repository.ts';

export const UTC_ONLY: ZoneHistory = { zone: 'UTC', previous: null, from: null };
export type ZoneColumns = { time_zone: string; previous_time_zone: string | null; zone_from: number | null };
export const historyOf = (row: ZoneColumns): ZoneHistory => ({
  zone: row.time_zone,
  previous: row.previous_time_zone,
  from: row.zone_from === null ? null : Number(row.zone_from),
});

export function createSettings(repo: ProgressRepository, now: () => number) {
  async function settings(
    userId: string,
    trx?: Executor,
  ): Promise<{ timeZone: string; zones: ZoneHistory; preferences: Preferences }> {
    const row = await repo.findSettings(userId, trx);
    if (!row) return { timeZone: 'UTC', zones: UTC_ONLY, preferences: DEFAULT_PREFERENCES };
    const zones = historyOf(row);
    return {
      timeZone: zoneAt(zones, now()),
      zones,
      preferences: preferencesSchema.parse(JSON.parse(row.preferences)),
    };
  }

  return {
    settings,

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
  };
}
export type Settings = ReturnType<typeof createSettings>;
