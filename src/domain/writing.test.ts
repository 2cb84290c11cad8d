import { describe, expect, it } from 'vitest';
import { clock, isMostlyFiller, scoreTarget, secondsForScore, writingScore } from './writing.ts';

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

describe('points only for writing (issue 30)', () => {
  const honest =
    'Dear Mr Lee, the heating in our flat has not worked since Monday. My children are cold at night, and we sit in the kitchen with blankets. I called your office twice but nobody answered. Could you please send someone to repair it this week? I am at home every morning before ten. Thank you for your help. Kind regards, Ana';

  it('tells filler and repeated text from an honest draft', () => {
    expect(isMostlyFiller(honest)).toBe(false);
    expect(isMostlyFiller('word '.repeat(200))).toBe(true);
    expect(isMostlyFiller(`${honest} `.repeat(4))).toBe(true);
    expect(isMostlyFiller('the a the an a the '.repeat(10))).toBe(true);
    expect(isMostlyFiller('Hello hello hello.')).toBe(false); // too short to judge either way
  });

  it('gives a mostly filler text no points for its length', () => {
    expect(writingScore({ words: 200, mode: 'email-writing', secondsUsed: 1200, timeLimitMinutes: 20 })).toBe(8);
    // Decision 033: words that are not sentences get neither length nor time points, however fast.
    expect(writingScore({ words: 180, mode: 'email-writing', secondsUsed: 0, timeLimitMinutes: 20, salad: true })).toBe(
      2,
    );
    expect(
      writingScore({ words: 200, mode: 'email-writing', secondsUsed: 1200, timeLimitMinutes: 20, filler: true }),
    ).toBe(2);
  });

  it('measures the time part on the server’s clock from the open, never less than the words take to write', () => {
    const base = { words: 150, timeLimitMinutes: 20 };
    // A script says 0 seconds, one second after opening: 150 words take at least 150 s to write.
    expect(secondsForScore({ ...base, claimed: 0, sinceOpen: 1 })).toBe(150);
    // The server saw 10 minutes since the open; the device's shorter count changes nothing.
    expect(secondsForScore({ ...base, claimed: 60, sinceOpen: 600 })).toBe(600);
    // A longer count from the device (it kept the timer across a reload) counts.
    expect(secondsForScore({ ...base, claimed: 900, sinceOpen: 600 })).toBe(900);
    // Never seen opened: no time part.
    expect(secondsForScore({ ...base, claimed: 0, sinceOpen: undefined })).toBe(1200);
  });
});
