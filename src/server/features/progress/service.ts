// Progress: accept only what the server can verify, fold each
// accepted event into the learner's running totals in the same transaction,
// and answer every progress read from those totals.
import {
  ACTIVITY_MESSAGES,
  type ActivityData,
  type ActivityEvent,
  DAILY_LIMITS,
  MAX_EVENTS_PER_DAY,
  type PassageFacts,
  timeProblem,
  type VerifiedEvent,
  verifyClaim,
  xpFor,
} from '../../../domain/activity.ts';
import { adaptiveDifficulty } from '../../../domain/adaptive.ts';
import {
  addDays,
  isTimeZone,
  type LocalDate,
  localDate,
  scheduleZone,
  type ZoneHistory,
  zoneAt,
} from '../../../domain/calendar.ts';
import { challengeId } from '../../../domain/challenges.ts';
import { passageBodySchema } from '../../../domain/content.ts';
import type { ReadingLevel, Topic } from '../../../domain/enums.ts';
import { levelFor } from '../../../domain/levels.ts';
import { DEFAULT_PREFERENCES, type Preferences, preferencesSchema } from '../../../domain/preferences.ts';
import type { LeaderboardResponse } from '../../../domain/progress-api.ts';
import {
  applyEvent,
  challengesReached,
  type DayTotals,
  emptyTotals,
  firstDayShown,
  foldEvents,
  overlapsReading,
  type ProgressState,
  type ProgressTotals,
  type StoredEvent,
  type Summary,
  summaryFrom,
  TOTALS_VERSION,
} from '../../../domain/progress-totals.ts';
import { countWords } from '../../../domain/text.ts';
import { BoundedMap } from '../../lib/bounded-map.ts';
import { Refusal } from '../../lib/refusal.ts';
import {
  type EventRow,
  type Executor,
  leaderboardWeek,
  type ProgressRepository,
  type SummaryInputs,
} from './repository.ts';
import { isWordOf } from './word-source.ts';

export const LEADERBOARD_SIZE = 5;

const UTC_ONLY: ZoneHistory = { zone: 'UTC', previous: null, from: null };
type ZoneColumns = { time_zone: string; previous_time_zone: string | null; zone_from: number | null };
const historyOf = (row: ZoneColumns): ZoneHistory => ({
  zone: row.time_zone,
  previous: row.previous_time_zone,
  from: row.zone_from === null ? null : Number(row.zone_from),
});

/** A learned word comes from one of the passages the learner opened in the last weeks (the newest 200 looked at). */
const WORD_SOURCE_DAYS = 30;
const WORD_SOURCE_PASSAGES = 200;

type StoredTotals = { totals: ProgressTotals; badges: Record<string, number> };

/** One event waiting to be checked: `resolve` turns it into stored data or throws a 400, given its day so far. */
type Pending = { id: string; occurredAt: number; resolve: (day: DayTotals | undefined) => Promise<ActivityData> };

const parseDay = (data: string): DayTotals => JSON.parse(data) as DayTotals;

/** Summaries kept in memory: the most recently active learners'. */
const SUMMARY_CACHE_SIZE = 1_000;

type SummaryResult = {
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

export function createProgressService(repo: ProgressRepository, now: () => number = Date.now) {
  const summaries = new BoundedMap<string, KeptSummary>(SUMMARY_CACHE_SIZE);

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

  /** Whether `word` is a word (in any form) of a passage the learner opened before `at`. */
  async function fromOpenedPassage(trx: Executor, userId: string, word: string, at: number): Promise<boolean> {
    const bodies = await repo.openedPassageBodies(
      trx,
      userId,
      at - WORD_SOURCE_DAYS * 86_400_000,
      WORD_SOURCE_PASSAGES,
    );
    return bodies.some((row) => {
      const body = passageBodySchema.safeParse(JSON.parse(row.body));
      return (
        body.success &&
        (isWordOf(word, body.data.text) || body.data.vocabulary.some((v) => v.word.toLowerCase() === word))
      );
    });
  }

  /**
   * Locks the learner's totals for this transaction and returns them,
   * rebuilding them from the stored events first when they are missing or
   * of an older shape (once per learner, e.g. after this migration).
   */
  async function lockedTotals(trx: Executor, userId: string, zone: string): Promise<StoredTotals> {
    const row = await repo.lockTotals(trx, userId, now());
    if (Number(row.version) === TOTALS_VERSION) return JSON.parse(row.data) as StoredTotals;
    const events: StoredEvent[] = (await repo.allEvents(trx, userId)).map((r) => ({
      id: r.id,
      occurredAt: Number(r.occurred_at),
      xp: Number(r.xp),
      data: JSON.parse(r.data) as StoredEvent['data'],
    }));
    const state = foldEvents(events, zone);
    const stored: StoredTotals = { totals: state.totals, badges: Object.fromEntries(state.badges) };
    await repo.deleteDays(trx, userId);
    await repo.saveDays(
      trx,
      [...state.days].map(([day, d]) => ({ user_id: userId, day, data: JSON.stringify(d) })),
    );
    await repo.saveTotals(trx, userId, {
      version: TOTALS_VERSION,
      points: state.totals.points,
      data: JSON.stringify(stored),
      now: now(),
    });
    return stored;
  }

  /**
   * Checks and stores new events in one transaction: duplicates (replays)
   * are skipped, every other event must pass its checks or nothing is
   * stored. Completed daily challenges are added as their own events.
   */
  async function commit(trx: Executor, userId: string, zones: ZoneHistory, pending: Pending[]) {
    // Each event counts on the day it happened, in the zone the account had then.
    const dayOf = (at: number) => localDate(at, zoneAt(zones, at));
    const stored = await lockedTotals(trx, userId, zoneAt(zones, now()));
    const seen = await repo.existingIds(
      trx,
      userId,
      pending.map((p) => p.id),
    );
    const fresh: Pending[] = [];
    for (const p of pending) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      fresh.push(p);
    }
    const duplicates = pending.length - fresh.length;
    if (!fresh.length) return { accepted: 0, duplicates, newBadges: [] as string[] };
    fresh.sort((a, b) => a.occurredAt - b.occurredAt);

    // Every day from the one before the earliest new event: runs (streaks) join across them.
    const earliest = addDays(dayOf(fresh[0]?.occurredAt ?? now()), -1);
    const dayRows = await repo.daysFrom(trx, userId, earliest);
    const state: ProgressState = {
      totals: stored.totals,
      days: new Map(dayRows.map((r) => [r.day, parseDay(r.data)])),
      badges: new Map(Object.entries(stored.badges)),
    };
    // A learner who changed time zone may already hold a challenge of this date: it counts once.
    const awarded = await repo.challengeIdsSince(trx, userId, fresh[0]?.occurredAt ?? now(), 2 * 86_400_000);
    const touched = new Set<LocalDate>();
    const rows: EventRow[] = [];
    const newBadges: string[] = [];
    const recordedAt = now();
    for (const p of fresh) {
      const dayKey = dayOf(p.occurredAt);
      const day = state.days.get(dayKey);
      if ((day?.events ?? 0) >= MAX_EVENTS_PER_DAY) throw new Refusal('invalid', ACTIVITY_MESSAGES.dayFull);
      const data = await p.resolve(day);
      if ((day?.counts[data.type] ?? 0) >= DAILY_LIMITS[data.type])
        throw new Refusal('invalid', ACTIVITY_MESSAGES.dailyLimit, { eventId: p.id });
      const before = day?.counts[data.type] ?? 0;
      const event: StoredEvent = { id: p.id, occurredAt: p.occurredAt, xp: xpFor(data), data };
      newBadges.push(...applyEvent(state, event, zoneAt(zones, p.occurredAt)));
      rows.push(toRow(userId, event, recordedAt));
      for (const c of challengesReached(before, data.type)) {
        const id = challengeId(c.key, dayKey);
        if (awarded.has(id)) continue;
        const done: StoredEvent = {
          id,
          occurredAt: p.occurredAt,
          xp: c.points,
          data: { type: 'challenge-completed', challengeId: id, points: c.points },
        };
        newBadges.push(...applyEvent(state, done, zoneAt(zones, p.occurredAt)));
        rows.push(toRow(userId, done, recordedAt));
      }
      touched.add(dayKey);
    }
    await repo.insertEvents(trx, rows);
    // Runs may have changed on the days after the new ones: save every loaded day that a new day could join.
    const changed = [...state.days].filter(([day]) => touched.has(day) || day >= earliest);
    await repo.saveDays(
      trx,
      changed.map(([day, d]) => ({ user_id: userId, day, data: JSON.stringify(d) })),
    );
    const next: StoredTotals = { totals: state.totals, badges: Object.fromEntries(state.badges) };
    await repo.saveTotals(trx, userId, {
      version: TOTALS_VERSION,
      points: state.totals.points,
      data: JSON.stringify(next),
      now: recordedAt,
    });
    return { accepted: fresh.length, duplicates, newBadges };
  }

  function toRow(userId: string, e: StoredEvent, recordedAt: number): EventRow {
    return {
      user_id: userId,
      id: e.id,
      type: e.data.type,
      occurred_at: e.occurredAt,
      recorded_at: recordedAt,
      xp: e.xp,
      data: JSON.stringify(e.data),
    };
  }

  /** What the server knows of the passages these claims name, and when this learner first opened each. */
  async function passagesFor(trx: Executor, userId: string, keys: string[]) {
    const unique = [...new Set(keys)];
    const facts = new Map<string, PassageFacts>();
    for (const row of await repo.passages(trx, unique)) {
      const body = passageBodySchema.parse(JSON.parse(row.body));
      facts.set(row.key, {
        key: row.key,
        level: row.level as ReadingLevel,
        topic: row.topic as Topic,
        words: countWords(body.text),
        answerKey: body.questions.map((q) => q.correctAnswer),
      });
    }
    const loads = new Map((await repo.loads(trx, userId, unique)).map((r) => [r.passage_key, r]));
    return (key: string) => {
      const f = facts.get(key);
      const load = loads.get(key);
      if (!f || !load) return undefined;
      const firstLoadedAt = Number(load.first_loaded_at);
      return {
        facts: f,
        firstLoadedAt,
        lastLoadedAt: Number(load.last_loaded_at ?? firstLoadedAt),
        readBefore: load.first_read_at !== null,
      };
    };
  }

  /**
   * Reads the stored totals (or takes the current ones the caller has just
   * read); a learner without current totals gets them built once.
   */
  async function currentState(userId: string, zone: string, currentData?: string): Promise<ProgressState> {
    let data = currentData;
    if (data === undefined) {
      let row = await repo.findTotals(userId);
      if (!row || Number(row.version) !== TOTALS_VERSION) {
        await repo.transaction((trx) => lockedTotals(trx, userId, zone));
        row = await repo.findTotals(userId);
      }
      data = row?.data;
    }
    const stored = data ? (JSON.parse(data) as StoredTotals) : { totals: emptyTotals(), badges: {} };
    const days = await repo.daysFrom(repo.db, userId, firstDayShown(now(), zone), stored.totals.lastActiveDay);
    return {
      totals: stored.totals,
      days: new Map(days.map((r) => [r.day, parseDay(r.data)])),
      badges: new Map(Object.entries(stored.badges)),
    };
  }

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

  return {
    settings,

    /** Records that a learner opened a stored passage: a reading session or quiz may then name it. */
    recordPassageLoad(userId: string, key: string) {
      return repo.recordLoad(userId, key, now());
    },

    /** When the learner last opened a passage or task (a writing task's time runs from it). */
    lastOpened(userId: string, key: string) {
      return repo.lastOpened(userId, key);
    },

    /** Which of these passages the learner has opened: the library serves unread ones first (decision 015). */
    loadedPassages(userId: string, keys: string[]) {
      return repo.loadedKeys(userId, keys);
    },

    /** The passages among `keys` the learner has read (a recorded reading session). */
    readPassages(userId: string, keys: string[]) {
      return repo.readPassageKeys(userId, keys);
    },

    /** Client-sent events (POST /activity): each is checked against what the server knows. */
    async ingest(userId: string, events: ActivityEvent[], timeZone?: string) {
      const current = now();
      for (const e of events) {
        const problem = timeProblem(Date.parse(e.occurredAt), current);
        if (problem) throw new Refusal('invalid', problem, { eventId: e.id });
        if (e.id.startsWith('challenge-')) throw new Refusal('invalid', ACTIVITY_MESSAGES.reservedId);
      }
      const stored = await repo.findSettings(userId);
      let zones = stored ? historyOf(stored) : UTC_ONLY;
      // The device's zone becomes the learner's: at once before any practice, otherwise from the
      // next local midnight, one change at a time (issue 30). Written only when it changes.
      if (timeZone && isTimeZone(timeZone)) {
        const next = (await repo.hasPractice(userId))
          ? scheduleZone(zones, timeZone, current)
          : timeZone === zones.zone && zones.previous === null
            ? null
            : { zone: timeZone, previous: null, from: null };
        if (next) {
          zones = next;
          await repo.setTimeZone(userId, next, stored?.preferences ?? JSON.stringify(DEFAULT_PREFERENCES), current);
        }
      }
      return repo.transaction(async (trx) => {
        const passage = await passagesFor(
          trx,
          userId,
          events.flatMap((e) =>
            'passageKey' in e.data && typeof e.data.passageKey === 'string' ? [e.data.passageKey] : [],
          ),
        );
        const pending: Pending[] = events.map((e) => {
          const occurredAt = Date.parse(e.occurredAt);
          return {
            id: e.id,
            occurredAt,
            resolve: async (day) => {
              const claim = e.data;
              const key = 'passageKey' in claim && typeof claim.passageKey === 'string' ? claim.passageKey : '';
              const verdict = verifyClaim(claim, occurredAt, passage(key));
              if (!verdict.ok) throw new Refusal('invalid', verdict.error, { eventId: e.id });
              const data = verdict.data;
              if (data.type === 'reading-session' && day?.read.includes(key))
                throw new Refusal('invalid', ACTIVITY_MESSAGES.readAlready, { eventId: e.id });
              if (data.type === 'reading-session' && overlapsReading(day, occurredAt - data.seconds * 1000, occurredAt))
                throw new Refusal('invalid', ACTIVITY_MESSAGES.overlaps, { eventId: e.id });
              if (data.type === 'quiz' && day?.quizzed.includes(key))
                throw new Refusal('invalid', ACTIVITY_MESSAGES.quizAlready, { eventId: e.id });
              // A quiz checks a reading: it counts once the story's reading counted (earlier, or just before in this batch).
              if (data.type === 'quiz' && !passage(key)?.readBefore && !day?.read.includes(key))
                throw new Refusal('invalid', ACTIVITY_MESSAGES.quizBeforeReading, { eventId: e.id });
              return data;
            },
          };
        });
        return commit(trx, userId, zones, pending);
      });
    },

    /**
     * An event the server itself scored or checked (a saved word, a scored
     * writing attempt). Pass `trx` to store it in the caller's transaction,
     * with the row it belongs to. A daily ceiling still applies (400).
     */
    async recordVerified(userId: string, event: VerifiedEvent, trx?: Executor) {
      // Inside the caller's transaction every query must use it (SQLite has one connection).
      const { zones } = await settings(userId, trx);
      const occurredAt = Date.parse(event.occurredAt);
      const pending: Pending = {
        id: event.id,
        occurredAt,
        resolve: async (day) => {
          const { data } = event;
          const executor = trx ?? repo.db;
          if (data.type === 'word-learned') {
            if (!(await repo.hasSavedWord(executor, userId, data.word)))
              throw new Refusal('invalid', ACTIVITY_MESSAGES.notSaved);
            if (!(await fromOpenedPassage(executor, userId, data.word, occurredAt)))
              throw new Refusal('invalid', ACTIVITY_MESSAGES.notFromPassage);
          }
          // A task's XP counts once a day: revisions improve the draft and its band, not the points.
          if (data.type === 'writing-task' && data.taskKey && day?.written?.includes(data.taskKey))
            throw new Refusal('invalid', ACTIVITY_MESSAGES.taskAlready);
          return data;
        },
      };
      return trx ? commit(trx, userId, zones, [pending]) : repo.transaction((t) => commit(t, userId, zones, [pending]));
    },

    /** The learner's summary (see summaryOf). */
    async summary(userId: string, timeZone?: string): Promise<SummaryResult> {
      return summaryOf(userId, await repo.summaryInputs(userId), timeZone);
    },

    /**
     * The learner's account row and their summary, read in one query; null
     * when there is no such account. `result` is the same object while the
     * summary is unchanged, so what is made from it can be kept too.
     */
    async withAccount(
      userId: string,
      timeZone?: string,
    ): Promise<{ account: SummaryInputs; result: SummaryResult } | null> {
      const account = await repo.summaryInputs(userId);
      return account ? { account, result: await summaryOf(userId, account, timeZone) } : null;
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
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
