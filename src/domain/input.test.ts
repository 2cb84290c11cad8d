import { describe, expect, it } from 'vitest';
import { containsNul, hasHiddenCharacters, isOnlyInvisible } from './input.ts';

describe('containsNul', () => {
  it.each([
    ['a\u0000b'],
    [{ text: 'x\u0000' }],
    [{ 'ke\u0000y': 1 }],
    [[1, [2, ['\u0000']]]],
    [{ deep: { deeper: [{ text: 'fine' }, { text: 'not\u0000fine' }] } }],
  ])('finds NUL in %j', (value) => {
    expect(containsNul(value)).toBe(true);
  });

  it.each([['plain'], [{ a: 1, b: [true, null, 'x'] }], [null], [undefined], [42], ['\\u0000 typed as text']])(
    'finds none in %j',
    (value) => {
      expect(containsNul(value)).toBe(false);
    },
  );

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    let nested: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) nested = [nested];
    expect(containsNul(nested)).toBe(true);
  });
});

describe('hidden and invisible characters', () => {
  it('sees controls and direction overrides', () => {
    expect(hasHiddenCharacters('a\u202Eb')).toBe(true);
    expect(hasHiddenCharacters('a\tb')).toBe(true);
    expect(hasHiddenCharacters('a\u200Cb')).toBe(false);
  });

  it('knows a string of spaces, joiners and blank letters shows nothing', () => {
    expect(isOnlyInvisible('\u200B\u00A0\u3164\uFE0F')).toBe(true);
    expect(isOnlyInvisible('\u200Bx')).toBe(false);
  });
});
