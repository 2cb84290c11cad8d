import { describe, expect, it } from 'vitest';
import { alignPronunciation } from './pronunciation.ts';

const statuses = (expected: string, heard: string) => {
  const r = alignPronunciation(expected, heard);
  if (!r.ok) throw new Error('expected a result');
  return r;
};

describe('pronunciation by alignment (decision 005)', () => {
  it('scores the same words 100, whatever the case and punctuation', () => {
    const r = statuses('The bus is late, again!', 'the bus is late again');
    expect(r.accuracy).toBe(100);
    expect(r.words.every((w) => w.status === 'matched')).toBe(true);
  });

  it('costs one skipped word one word, not every word after it', () => {
    const r = statuses(
      'Amira is new in the city she lives with her aunt',
      'Amira is in the city she lives with her aunt',
    );
    expect(r.words.filter((w) => w.status !== 'matched')).toEqual([{ index: 2, word: 'new', status: 'omitted' }]);
    expect(r.accuracy).toBe(91); // 10 of 11
  });

  it('marks a word said instead of another as substituted, with what was heard', () => {
    const r = statuses('Amira is new in the city', 'Amira is new in the town');
    expect(r.words[5]).toEqual({ index: 5, word: 'city', status: 'substituted', heard: 'town' });
    expect(r.accuracy).toBe(83);
  });

  it('does not mark passage words for an extra word said', () => {
    const r = statuses('I take the bus to work', 'I take the the bus to work');
    expect(r.inserted).toEqual(['the']);
    expect(r.words.every((w) => w.status === 'matched')).toBe(true);
    expect(r.accuracy).toBe(100);
  });

  it('counts only the words the learner reached when they stop early', () => {
    const r = statuses('one two three four five six', 'one two three');
    expect(r.reached).toBe(3);
    expect(r.total).toBe(6);
    expect(r.accuracy).toBe(100);
  });

  it('treats curly and straight apostrophes alike', () => {
    expect(statuses('It’s cold', "it's cold").accuracy).toBe(100);
  });

  it('reports an empty recording as a failure with no score', () => {
    expect(alignPronunciation('hello there', '')).toEqual({ ok: false, reason: 'nothing-heard' });
    expect(alignPronunciation('hello there', ' ... ')).toEqual({ ok: false, reason: 'nothing-heard' });
  });
});
