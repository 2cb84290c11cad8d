import { describe, expect, it } from 'vitest';
import { searchTerm } from './library-search.ts';

describe('searchTerm', () => {
  it.each([
    ['Buses', 'bus'],
    ['stations', 'station'],
    ['stories', 'story'],
    ['boxes', 'box'],
    ['bus', 'bus'],
    ['class', 'class'],
    ['the', null],
    ['a', null],
  ])('%s -> %s', (term, expected) => {
    expect(searchTerm(term)).toBe(expected);
  });
});
