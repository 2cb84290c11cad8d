import { afterEach, describe, expect, it } from 'vitest';
import { newId } from './uuid.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const original = crypto.randomUUID;

describe('newId', () => {
  afterEach(() => {
    Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
  });

  it('is a v4 UUID', () => {
    expect(newId()).toMatch(V4);
  });

  it('still works where crypto.randomUUID is missing (plain HTTP on a local network)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    const ids = new Set(Array.from({ length: 100 }, newId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(V4);
  });
});
