import { describe, expect, it } from 'vitest';
import { clock, scoreTarget, writingScore } from './writing.ts';

const score = (
  words: number,
  secondsUsed: number,
  mode: 'essay-writing' | 'email-writing' = 'email-writing',
  minutes = 20,
) => writingScore({ words, mode, secondsUsed, timeLimitMinutes: minutes });

describe('writing score (SPEC §9)', () => {
  it.each([
    ['0 words, no time used', 0, 0, 'email-writing', 20, 5], // 0 + 3 + 2
    ['0 words, all the time used', 0, 1200, 'email-writing', 20, 2],
    ['exactly on target, half the time', 150, 600, 'email-writing', 20, 9], // 5 + 1.5 + 2 = 8.5 -> 9
    ['over target is capped at 1.2', 400, 1200, 'email-writing', 20, 8], // 6 + 0 + 2
    ['time over counts as none left', 150, 2000, 'email-writing', 20, 7],
    ['exactly at the limit', 150, 1200, 'email-writing', 20, 7],
    ['essay target is 250', 250, 2400, 'essay-writing', 40, 7],
    ['the same words score less for an essay', 150, 2400, 'essay-writing', 40, 5], // 3 + 0 + 2
    ['never above 10', 1000, 0, 'email-writing', 20, 10], // 6 + 3 + 2 = 11 -> 10
    ['rounds .5 up', 15, 1200, 'email-writing', 20, 3], // 0.5 + 0 + 2 = 2.5 -> 3
  ] as const)('%s', (_name, words, seconds, mode, minutes, expected) => {
    expect(score(words, seconds, mode, minutes)).toBe(expected);
  });

  it('targets 250 words for essays and 150 otherwise', () => {
    expect(scoreTarget('essay-writing')).toBe(250);
    expect(scoreTarget('report-writing')).toBe(150);
  });

  it('shows the timer as mm:ss', () => {
    expect(clock(1200)).toBe('20:00');
    expect(clock(65)).toBe('01:05');
    expect(clock(-3)).toBe('00:00');
  });
});
