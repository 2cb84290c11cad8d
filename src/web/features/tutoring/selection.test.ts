import { describe, expect, it } from 'vitest';
import { wholeWords } from './selection.ts';

const TEXT = 'I has went to the shop, and I buyed apples.\nIt’s well-known.';

describe('a selection read as whole words', () => {
  const words = (start: number, end: number) => {
    const span = wholeWords(TEXT, start, end);
    return span && TEXT.slice(span.start, span.end);
  };

  it('grows a part of a word to the whole word, at either end', () => {
    expect(words(TEXT.indexOf('as went'), TEXT.indexOf('nt to'))).toBe('has went');
    expect(words(TEXT.indexOf('uyed'), TEXT.indexOf('uyed') + 2)).toBe('buyed');
  });

  it('leaves out the spaces and line breaks around it', () => {
    expect(words(TEXT.indexOf(' went '), TEXT.indexOf(' to '))).toBe('went');
    expect(words(TEXT.indexOf('apples.') + 6, TEXT.indexOf('It’s') + 2)).toBe('.\nIt’s');
  });

  it('keeps apostrophes and hyphens inside a word', () => {
    expect(words(TEXT.indexOf('well') + 1, TEXT.indexOf('well') + 2)).toBe('well-known');
    expect(words(TEXT.indexOf('It’s') + 3, TEXT.indexOf('It’s') + 4)).toBe('It’s');
  });

  it('is nothing when only spaces, or nothing at all, are selected', () => {
    expect(wholeWords(TEXT, 5, 6)).toBeNull();
    expect(wholeWords(TEXT, 10, 10)).toBeNull();
  });

  it('reads a selection made backwards the same, and stays inside the text', () => {
    expect(words(TEXT.indexOf('shop') + 4, TEXT.indexOf('shop'))).toBe('shop');
    expect(wholeWords(TEXT, -5, 3)).toEqual({ start: 0, end: 5 });
  });
});
