import { describe, expect, it } from 'vitest';
import { nextReminderAt, preferencesSchema } from './preferences.ts';

describe('nextReminderAt', () => {
  it('is later today when the study time has not come yet', () => {
    const now = new Date(2026, 2, 10, 7, 15);
    expect(nextReminderAt(now, 'morning')).toEqual(new Date(2026, 2, 10, 8, 30));
    expect(nextReminderAt(now, 'evening')).toEqual(new Date(2026, 2, 10, 19, 0));
  });
  it('is tomorrow once the study time has passed, even across a month end', () => {
    expect(nextReminderAt(new Date(2026, 2, 10, 8, 30), 'morning')).toEqual(new Date(2026, 2, 11, 8, 30));
    expect(nextReminderAt(new Date(2026, 2, 31, 20, 0), 'evening')).toEqual(new Date(2026, 3, 1, 19, 0));
  });
  it('gives "any time" a time of its own, the early evening', () => {
    expect(nextReminderAt(new Date(2026, 2, 10, 12, 0), 'any')).toEqual(new Date(2026, 2, 10, 18, 0));
  });
});

describe('preferences', () => {
  it('start with sounds off, no chosen interface language, normal text and normal contrast', () => {
    expect(preferencesSchema.parse({})).toMatchObject({
      soundEnabled: false,
      interfaceLanguage: null,
      textSize: 'normal',
      highContrast: false,
    });
  });
  it('refuse a language the interface is not written in', () => {
    expect(preferencesSchema.safeParse({ interfaceLanguage: 'de' }).success).toBe(false);
  });
});
