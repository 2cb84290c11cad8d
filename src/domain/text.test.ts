import { describe, expect, it } from 'vitest';
import { countSentences, countWords, readingGrade } from './text.ts';

describe('countWords (SPEC §5: split on whitespace, ignore empties)', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ['two  words', 2],
    ['\ttabs\tand\nnew\r\nlines ', 4],
    ["it's a well-known fact.", 4],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('readability', () => {
  it('counts sentences at . ! and ?', () => {
    expect(countSentences('I run. You walk! Do we swim? Yes.')).toBe(4);
    expect(countSentences('No end mark')).toBe(1);
  });

  it('grades long academic sentences above short simple ones', () => {
    const simple = 'I like my cat. My cat is big. It eats fish. We play in the sun.';
    const academic =
      'Contemporary epidemiological investigations demonstrate considerable heterogeneity in cardiovascular outcomes, particularly among populations experiencing socioeconomic disadvantage and environmental deprivation.';
    expect(readingGrade(simple)).toBeLessThan(2);
    expect(readingGrade(academic)).toBeGreaterThan(15);
  });
});
