import { describe, expect, it } from 'vitest';
import { createEncoder } from './encoder.ts';

const encoder = createEncoder();
const norm = (v: Float32Array) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);

describe('the context encoder', () => {
  it("gives a word's vector in its sentence, of unit length, that changes with the sentence", async () => {
    const money = 'I took my money to the bank.';
    const river = 'We sat on the grassy bank of the river.';
    const a = await encoder.vectorAt(money, money.indexOf('bank'), money.indexOf('bank') + 4);
    const b = await encoder.vectorAt(river, river.indexOf('bank'), river.indexOf('bank') + 4);
    const c = await encoder.vectorAt(money, money.indexOf('money'), money.indexOf('money') + 5);
    expect(a && b && c).toBeTruthy();
    if (!a || !b || !c) return;
    expect(a.length).toBe(256);
    expect(norm(a)).toBeCloseTo(1, 5);
    expect(cosine(a, b)).toBeLessThan(0.95);
    expect(cosine(a, c)).toBeLessThan(cosine(a, a));
  });

  it('reads a word far into a sentence longer than its window, and nothing where no word piece is', async () => {
    const long = `${'The children played in the park all afternoon. '.repeat(40)}Then they went to the bank.`;
    const at = long.lastIndexOf('bank');
    const far = await encoder.vectorAt(long, at, at + 4);
    const near = await encoder.vectorAt('Then they went to the bank.', 22, 26);
    expect(far && near).toBeTruthy();
    // The same word, read with other sentences before it: near, not the same.
    if (far && near) expect(cosine(far, near)).toBeGreaterThan(0.5);
    expect(await encoder.vectorAt('Hello there.', 5, 6)).toBeNull();
  });
});
