import { describe, expect, it } from 'vitest';
import { grammarFindings } from './findings.ts';

describe('grammarFindings', () => {
  it('points at the exact words, even after emoji and accented letters', async () => {
    const text = 'Merci 😀😀! My café is near the park and i have a freind.';
    const found = await grammarFindings(text);
    const marked = found.map((f) => text.slice(f.start, f.end));
    expect(marked).toEqual(expect.arrayContaining(['i', 'freind']));
    expect(found.find((f) => text.slice(f.start, f.end) === 'freind')?.suggestions).toContain('friend');
  }, 20_000);

  it('finds nothing in correct text', async () => {
    expect(await grammarFindings('We walked to the library after school.')).toEqual([]);
  }, 20_000);
});
