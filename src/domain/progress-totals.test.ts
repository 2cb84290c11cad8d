import { describe, expect, it } from 'vitest';
import { type ActivityData, xpFor } from './activity.ts';
import { addDays } from './calendar.ts';
import {
  applyEvent,
  challengesReached,
  emptyDay,
  favoriteMode,
  foldEvents,
  overlapsReading,
  type ProgressState,
  type StoredEvent,
  summaryFrom,
} from './progress-totals.ts';

const zone = 'Europe/Paris';
const reading: ActivityData = {
  type: 'reading-session',
  words: 300,
  seconds: 240,
  level: 'intermediate',
  topic: 'travel',
  mode: 'normal',
};
let n = 0;
const on = (date: string, data: ActivityData = reading): StoredEvent => ({
  id: `e${++n}`,
  occurredAt: Date.parse(`${date}T12:00:00Z`),
  xp: xpFor(data),
  data,
});

/** Applies events one by one in the given (arrival) order, as the server does. */
function arriving(events: StoredEvent[]): ProgressState {
  const state: ProgressState = { totals: foldEvents([], zone).totals, days: new Map(), badges: new Map() };
  for (const e of events) applyEvent(state, e, zone);
  return state;
}

describe('running totals', () => {
  // Ten active days with a gap: 1-3, 5-11 March.
  const days = ['01', '02', '03', '05', '06', '07', '08', '09', '10', '11'].map((d) => `2026-03-${d}`);
  const events = days.map((d) => on(d));
  const now = Date.parse('2026-03-11T18:00:00Z');

  it('give the same streaks and totals whatever order the events arrive in (an offline phone sends late)', () => {
    const inOrder = arriving(events);
    const late = arriving([...events.slice(4), ...events.slice(0, 4).reverse()]);
    const filledGap = arriving([...events, on('2026-03-04')]);
    expect(summaryFrom(inOrder, zone, now).streaks).toEqual({ current: 7, longest: 7, lastActivityDate: '2026-03-11' });
    // Badges are the same; a late event dates the badge it completes by its own time (no history is re-read).
    const { badges: lateBadges, ...lateRest } = summaryFrom(late, zone, now);
    const { badges: inOrderBadges, ...inOrderRest } = summaryFrom(inOrder, zone, now);
    expect(lateRest).toEqual(inOrderRest);
    expect(lateBadges.map((b) => b.id).sort()).toEqual(inOrderBadges.map((b) => b.id).sort());
    // The day that arrived last joins both runs into one of eleven days.
    expect(summaryFrom(filledGap, zone, now).streaks).toMatchObject({ current: 11, longest: 11 });
    expect(late.totals).toMatchObject({ readingSessions: 10, wordsRead: 3000, readingSeconds: 2400, points: 130 });
  });

  it('let the streak lapse after a day without practice, keeping the longest', () => {
    const twoDaysLater = Date.parse(`${addDays('2026-03-11', 2)}T18:00:00Z`);
    expect(summaryFrom(arriving(events), zone, twoDaysLater).streaks).toEqual({
      current: 0,
      longest: 7,
      lastActivityDate: '2026-03-11',
    });
  });

  it('earn badges once, when their milestone is crossed', () => {
    const state = arriving([]);
    expect(applyEvent(state, on('2026-03-01'), zone)).toEqual(['first-story']);
    expect(applyEvent(state, on('2026-03-02'), zone)).toEqual([]);
    expect(applyEvent(state, on('2026-03-03'), zone)).toEqual(['streak-3']);
  });

  it('reach a daily challenge exactly when its target is met', () => {
    expect(challengesReached(0, 'reading-session')).toEqual([]);
    expect(challengesReached(1, 'reading-session').map((c) => c.key)).toEqual(['read-2']);
    expect(challengesReached(2, 'reading-session')).toEqual([]);
    expect(challengesReached(9, 'word-learned').map((c) => c.key)).toEqual(['words-10']);
  });

  it('names the favourite reading mode by count, the first of READING_MODES on a tie, and none before a reading', () => {
    expect(favoriteMode({})).toBeNull();
    expect(favoriteMode({ normal: 1, silent: 3, vocabulary: 2 })).toBe('silent');
    expect(favoriteMode({ strategies: 2, pronunciation: 2 })).toBe('pronunciation');
  });
});

describe('overlapping readings', () => {
  const day = (spans: [number, number][]) => ({ ...emptyDay(), spans });
  const S = 1000;
  it('allow a late tap: a minute of overlap between long readings, a quarter of a short one', () => {
    expect(overlapsReading(day([[0, 600 * S]]), 560 * S, 900 * S)).toBe(false); // 40 s of two long readings
    expect(overlapsReading(day([[0, 40 * S]]), 32 * S, 72 * S)).toBe(false); // 8 s of two 40-second readings
  });
  it('refuse readings stacked on the same minutes, however short', () => {
    expect(overlapsReading(day([[0, 600 * S]]), 500 * S, 900 * S)).toBe(true); // 100 s
    expect(overlapsReading(day([[0, 40 * S]]), 5 * S, 45 * S)).toBe(true); // 35 of 40 s
    expect(overlapsReading(day([[0, 40 * S]]), 0, 40 * S)).toBe(true);
  });
});
