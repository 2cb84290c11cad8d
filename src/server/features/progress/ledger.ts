// The ledger: accepted events folded into the learner's running totals and
// days in the same transaction (streaks, badges, challenges), and the totals
// rebuilt from the events when their shape changed.
import { ACTIVITY_MESSAGES, type ActivityData, DAILY_LIMITS, MAX_EVENTS_PER_DAY, xpFor } from '#src/domain/activity.ts';
import { addDays, type LocalDate, localDate, type ZoneHistory, zoneAt } from '#src/domain/calendar.ts';
import { challengeId } from '#src/domain/challenges.ts';
import {
  applyEvent,
  challengesReached,
  type DayTotals,
  emptyTotals,
  firstDayShown,
  foldEvents,
  type ProgressState,
  type ProgressTotals,
  type StoredEvent,
  TOTALS_VERSION,
} from '#src/domain/progress-totals.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import type { EventRow, Executor, ProgressRepository } from './repository.ts';

export type StoredTotals = { totals: ProgressTotals; badges: Record<string, number> };

/** One event waiting to be checked: `resolve` turns it into stored data or throws a 400, given its day so far. */
export type Pending = {
  id: string;
  occurredAt: number;
  resolve: (day: DayTotals | undefined) => Promise<ActivityData>;
};

const parseDay = (data: string): DayTotals => JSON.parse(data) as DayTotals;

export function createLedger(repo: ProgressRepository, now: () => number) {
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

  return { lockedTotals, commit, currentState };
}
export type Ledger = ReturnType<typeof createLedger>;
