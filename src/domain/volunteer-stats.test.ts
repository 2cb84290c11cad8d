import { describe, expect, it } from 'vitest';
import { activeSince, statsWeeks } from './volunteer-stats.ts';

describe('statsWeeks', () => {
  it('gives eight Sunday-to-Sunday UTC weeks, the running week last', () => {
    // A Wednesday.
    const now = Date.parse('2025-03-12T15:00:00Z');
    const weeks = statsWeeks(now);
    expect(weeks).toHaveLength(8);
    expect(weeks.at(-1)).toEqual({
      weekStart: '2025-03-09',
      from: Date.parse('2025-03-09T00:00:00Z'),
      to: Date.parse('2025-03-16T00:00:00Z'),
    });
    expect(weeks[0]?.weekStart).toBe('2025-01-19');
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]?.from).toBe(weeks[i - 1]?.to);
  });

  it('starts a new week at Sunday 00:00 UTC', () => {
    expect(statsWeeks(Date.parse('2025-03-15T23:59:59Z'), 1)[0]?.weekStart).toBe('2025-03-09');
    expect(statsWeeks(Date.parse('2025-03-16T00:00:00Z'), 1)[0]?.weekStart).toBe('2025-03-16');
  });
});

describe('activeSince', () => {
  it('counts back whole days', () => {
    expect(activeSince(Date.parse('2025-03-12T00:00:00Z'), 7)).toBe(Date.parse('2025-03-05T00:00:00Z'));
  });
});
