import { adaptiveDifficulty } from '#src/domain/adaptive.ts';
import { isTimeZone, type LocalDate, localDate, zoneAt } from '#src/domain/calendar.ts';
import { DEFAULT_PREFERENCES, type Preferences, preferencesSchema } from '#src/domain/preferences.ts';
import { type Summary, summaryFrom, TOTALS_VERSION } from '#src/domain/progress-totals.ts';
import { BoundedMap } from '#src/server/lib/bounded-map.ts';
import type { Ledger } from './ledger.ts';
import type { SummaryInputs } from './repository.ts';
import { historyOf, type ZoneColumns } from './settings.ts';

/** Summaries kept in memory: the most recently active learners'. */
const SUMMARY_CACHE_SIZE = 1_000;

export type SummaryResult = {
  summary: Summary;
  preferences: Preferences;
  adaptive: ReturnType<typeof adaptiveDifficulty>;
  timeZone: string;
};
type KeptSummary = {
  totals: string;
  preferences: string | null;
  zone: string;
  today: LocalDate;
  result: SummaryResult;
};

export function createSummaries(now: () => number, { currentState }: Ledger) {
  const summaries = new BoundedMap<string, KeptSummary>(SUMMARY_CACHE_SIZE);

  /**
   * The learner's summary. It changes only with their next event (which
   * rewrites their totals), their settings or the date, so it is kept per
   * learner and reused while the stored totals and settings read in one
   * query are still the ones it was computed from: correct with several
   * instances on one database, since every read checks the database.
   */
  async function summaryOf(
    userId: string,
    inputs: SummaryInputs | undefined,
    timeZone?: string,
  ): Promise<SummaryResult> {
    const storedPreferences = inputs?.preferences ?? null;
    // The account's own day (issue 30); a device's zone shows only before the account has one.
    const zone = inputs?.time_zone
      ? zoneAt(historyOf(inputs as ZoneColumns), now())
      : timeZone && isTimeZone(timeZone)
        ? timeZone
        : 'UTC';
    const today = localDate(now(), zone);
    // Every accepted event changes the totals (applyEvent counts it), so the same text means no new event.
    const totals = inputs?.data && Number(inputs.version) === TOTALS_VERSION ? inputs.data : undefined;
    const kept = totals === undefined ? undefined : summaries.get(userId);
    if (
      kept &&
      kept.totals === totals &&
      kept.preferences === storedPreferences &&
      kept.zone === zone &&
      kept.today === today
    )
      return kept.result;

    const preferences = storedPreferences
      ? preferencesSchema.parse(JSON.parse(storedPreferences))
      : DEFAULT_PREFERENCES;
    const state = await currentState(userId, zone, totals);
    const summary = summaryFrom(state, zone, now());
    const adaptive = adaptiveDifficulty({
      quizzes: state.totals.recentQuizzes,
      topicsPractised: state.totals.topics,
      preferredLevel: preferences.preferredReadingLevel,
      favoriteTopics: preferences.favoriteTopics,
      placedAt: preferences.placedAt,
    });
    const result = { summary, preferences, adaptive, timeZone: zone };
    if (totals !== undefined) summaries.set(userId, { totals, preferences: storedPreferences, zone, today, result });
    return result;
  }

  return summaryOf;
}
