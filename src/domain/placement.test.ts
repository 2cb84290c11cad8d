import { describe, expect, it } from 'vitest';
import { READING_LEVEL_CEFR } from './enums.ts';
import { CAN_DO_STEPS, placementDone, placementLevel, yesInARow } from './placement.ts';

describe('level check (issue 18)', () => {
  it('places by the last can-do statement answered yes, within the level’s CEFR band', () => {
    expect(placementLevel(0)).toBe('non-english');
    CAN_DO_STEPS.forEach((step, i) => {
      expect(READING_LEVEL_CEFR[placementLevel(i + 1)]).toContain(step);
    });
    expect(placementLevel(5)).toBe('advanced-reader');
  });

  it('stops at the first no, or after the last statement', () => {
    expect(placementDone([true, true])).toBe(false);
    expect(placementDone([true, false])).toBe(true);
    expect(placementDone([true, true, true, true, true])).toBe(true);
    expect(yesInARow([true, true, false])).toBe(2);
    expect(yesInARow([true, true, true, true, true])).toBe(5);
    expect(placementLevel(yesInARow([true, false]))).toBe('early-learner');
  });
});
