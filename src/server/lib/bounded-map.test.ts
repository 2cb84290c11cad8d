import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.ts';

describe('BoundedMap', () => {
  it('drops the least recently used entry when full', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // 'b' is now the least recently used
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.count).toBe(2);
  });

  it('replaces a value without growing', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('a', 2);
    map.set('b', 3);
    expect(map.get('a')).toBe(2);
    expect(map.count).toBe(2);
  });

  it('refuses a size below one', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
