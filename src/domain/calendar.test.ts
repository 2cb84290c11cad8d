import { describe, expect, it } from 'vitest';
import { addDays, localDate, scheduleZone, startOfLocalDay, streaks, weekStart, zoneAt } from './calendar.ts';

describe('local dates', () => {
  it('puts one instant on different days in different zones', () => {
    const instant = Date.parse('2026-03-01T03:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-01');
    expect(localDate(instant, 'America/Toronto')).toBe('2026-02-28');
    expect(localDate(instant, 'Asia/Kolkata')).toBe('2026-03-01');
  });

  it('finds the start of a local day across a DST change', () => {
    // Toronto springs forward on 2026-03-08: that day is 23 hours long.
    const start = startOfLocalDay('2026-03-08', 'America/Toronto');
    const next = startOfLocalDay('2026-03-09', 'America/Toronto');
    expect(new Date(start).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect((next - start) / 3_600_000).toBe(23);
    expect(new Date(startOfLocalDay('2026-06-01', 'Asia/Kathmandu')).toISOString()).toBe('2026-05-31T18:15:00.000Z');
  });

  it('starts weeks on Sunday (SPEC §9)', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(weekStart('2026-11-28')).toBe('2026-11-22'); // Saturday
    expect(weekStart('2026-11-29')).toBe('2026-11-29');
    expect(weekStart('2027-01-01')).toBe('2026-12-27'); // across a year
  });
});

describe('streaks', () => {
  it('counts consecutive days and keeps the longest', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-10', '2026-11-11'];
    expect(streaks(days, '2026-11-11')).toEqual({ current: 2, longest: 3, lastActivityDate: '2026-11-11' });
  });

  it('is still alive the next day, and broken after a missed day', () => {
    const days = ['2026-11-20', '2026-11-21'];
    expect(streaks(days, '2026-11-22').current).toBe(2);
    expect(streaks(days, '2026-11-23').current).toBe(0);
  });

  it('counts the learner’s days, not UTC days, across midnight and DST', () => {
    const zone = 'America/Toronto';
    // 23:30 local on 7 March and 00:30 local on 9 March (after the spring-forward night).
    const instants = ['2026-03-08T04:30:00Z', '2026-03-08T16:00:00Z', '2026-03-09T04:30:00Z'];
    const days = instants.map((i) => localDate(Date.parse(i), zone));
    expect(days).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(streaks(days, '2026-03-09').current).toBe(3);
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
  });

  it('is zero with no practice', () => {
    expect(streaks([], '2026-11-22')).toEqual({ current: 0, longest: 0, lastActivityDate: null });
  });
});

describe('the account’s zone over time (issue 30)', () => {
  const noon = Date.parse('2026-01-14T17:00:00Z'); // midday in Toronto
  const toronto = { zone: 'America/Toronto', previous: null, from: null };

  it('moves to a new zone at the next local midnight of the old one, so no day counts twice', () => {
    const moved = scheduleZone(toronto, 'Pacific/Kiritimati', noon);
    expect(moved).toEqual({
      zone: 'Pacific/Kiritimati',
      previous: 'America/Toronto',
      from: Date.parse('2026-01-15T05:00:00Z'),
    });
    if (!moved) return;
    // Today is still Toronto's 14th, however the device's clock reads.
    expect(localDate(noon, zoneAt(moved, noon))).toBe('2026-01-14');
    expect(zoneAt(moved, Date.parse('2026-01-15T04:59:59Z'))).toBe('America/Toronto');
    expect(zoneAt(moved, Date.parse('2026-01-15T05:00:00Z'))).toBe('Pacific/Kiritimati');
  });

  it('takes one change at a time: asking again before it applies only changes where it goes, or cancels it', () => {
    const moved = scheduleZone(toronto, 'Pacific/Kiritimati', noon);
    if (!moved) throw new Error('no move');
    expect(scheduleZone(moved, 'Pacific/Kiritimati', noon + 1000)).toBeNull();
    expect(scheduleZone(moved, 'Etc/GMT+12', noon + 1000)).toEqual({ ...moved, zone: 'Etc/GMT+12' });
    expect(scheduleZone(moved, 'America/Toronto', noon + 1000)).toEqual(toronto);
    // Once it applied, the next change waits for the next midnight of the new zone.
    const later = Date.parse('2026-01-15T06:00:00Z');
    expect(scheduleZone(moved, 'America/Toronto', later)).toEqual({
      zone: 'America/Toronto',
      previous: 'Pacific/Kiritimati',
      from: Date.parse('2026-01-15T10:00:00Z'),
    });
  });

  it('switching back and forth at every request never opens two days at once', () => {
    let history = toronto as ReturnType<typeof scheduleZone> & object;
    const days = new Set<string>();
    const naive = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const at = noon + i * 60_000; // a request a minute, for an hour
      const asked = i % 2 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
      history = scheduleZone(history, asked, at) ?? history;
      days.add(localDate(at, zoneAt(history, at)));
      naive.add(localDate(at, asked)); // the old rule: each request's zone decided its day
    }
    // The old rule had two days open at once, each with its own ceilings.
    expect([...days]).toEqual(['2026-01-14']);
    expect(naive.size).toBe(2);
  });
});
