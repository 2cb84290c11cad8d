import { expect, it } from 'vitest';
import { waitedFor } from './waited.ts';

const MINUTE = 60_000;

it('says how long a text waited in minutes, then hours, then days, in the language’s words', () => {
  expect(waitedFor(10_000, 'en')).toBe('1 minute');
  expect(waitedFor(25 * MINUTE, 'en')).toBe('25 minutes');
  expect(waitedFor(3 * 60 * MINUTE, 'en')).toBe('3 hours');
  expect(waitedFor(47 * 60 * MINUTE, 'en')).toBe('47 hours');
  expect(waitedFor(3 * 24 * 60 * MINUTE, 'en')).toBe('3 days');
  expect(waitedFor(2 * 60 * MINUTE, 'fr')).toMatch(/^2\s+heures$/);
  expect(waitedFor(2 * 60 * MINUTE, 'fa')).toBe('۲ ساعت');
});
