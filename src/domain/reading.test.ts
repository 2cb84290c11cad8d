import { describe, expect, it } from 'vitest';
import {
  addToCache,
  estimatedWordIndex,
  pickCached,
  readingPace,
  sentenceBounds,
  VOICE_WORDS_PER_MINUTE,
  validCache,
  wordsPerMinute,
} from './reading.ts';

describe('reading speed', () => {
  it('is words per minute', () => {
    expect(wordsPerMinute(300, 120)).toBe(150);
    expect(wordsPerMinute(250, 0)).toBe(0);
  });
});

describe('the passage cache (SPEC §9)', () => {
  const entry = (key: string, cachedAt: number) => ({ key, content: `text ${key}`, cachedAt });

  it('keeps 5 per pair, newest first, without duplicates', () => {
    let cache = [] as ReturnType<typeof entry>[];
    for (let i = 1; i <= 7; i++) cache = addToCache(cache, entry(`k${i}`, i));
    cache = addToCache(cache, entry('k5', 8));
    expect(cache.map((e) => e.key)).toEqual(['k5', 'k7', 'k6', 'k4', 'k3']);
  });

  it('reuses a cached passage 70 % of the time', () => {
    const cache = [entry('a', 1), entry('b', 2)];
    expect(pickCached(cache, () => 0.69)?.key).toBe('b');
    expect(pickCached(cache, () => 0.7)).toBeNull();
    expect(pickCached([], () => 0)).toBeNull();
  });

  it('discards entries without string content (SPEC §5)', () => {
    expect(validCache([entry('a', 1), { key: 'b', content: 42, cachedAt: 2 }, null, 'x'])).toEqual([entry('a', 1)]);
    expect(validCache('not a list')).toEqual([]);
  });
});

describe('read-along without word boundaries', () => {
  it('follows the clock at the voice speed times the rate', () => {
    expect(estimatedWordIndex(0, 1)).toBe(0);
    expect(estimatedWordIndex(60_000, 1)).toBe(VOICE_WORDS_PER_MINUTE);
    expect(estimatedWordIndex(60_000, 0.5)).toBe(VOICE_WORDS_PER_MINUTE / 2);
    expect(estimatedWordIndex(1_000, 2)).toBe(Math.floor((VOICE_WORDS_PER_MINUTE * 2) / 60));
  });
  it('never goes backwards or below zero on odd input', () => {
    expect(estimatedWordIndex(-500, 1)).toBe(0);
    expect(estimatedWordIndex(Number.NaN, 1)).toBe(0);
    expect(estimatedWordIndex(5_000, 0)).toBe(0);
  });
});

describe('sentence bounds (clicking a sentence plays from there)', () => {
  const text = 'Amira is new. She takes the bus! "Is it far?" she asks.\n\nThe driver smiles.';
  const at = (word: string) => text.indexOf(word);
  const sentence = (word: string) => {
    const { start, end } = sentenceBounds(text, at(word));
    return text.slice(start, end);
  };
  it('finds the sentence around a word', () => {
    expect(sentence('Amira')).toBe('Amira is new.');
    expect(sentence('bus')).toBe('She takes the bus!');
    expect(sentence('driver')).toBe('The driver smiles.');
  });
  it('starts after a closing quote and at a new paragraph', () => {
    expect(sentence('she asks')).toBe('she asks.');
    expect(sentenceBounds(text, at('The driver')).start).toBe(at('The driver'));
  });
});

describe('silent reading pace', () => {
  it.each([
    [309, 120, 155, 'plausible'],
    [309, 12, 1545, 'skimmed'],
    [309, 1800, 10, 'paused'],
  ] as const)('%i words in %i s: %i words a minute, %s', (words, seconds, wpm, pace) => {
    expect(readingPace(words, seconds)).toEqual({ wpm, pace });
  });
});
