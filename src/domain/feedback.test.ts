import { describe, expect, it } from 'vitest';
import { measureWriting } from './feedback.ts';

describe('measureWriting', () => {
  it("counts a draft's words, sentences and paragraphs against its mode's target", () => {
    const draft = 'I moved here in May. I like the park.\n\nMy new job starts soon. I am happy about it.';
    const measures = measureWriting(draft, 'creative-writing');
    expect(measures).toMatchObject({
      words: 19,
      target: { minWords: 100, maxWords: 150 },
      sentences: 4,
      averageSentenceLength: 4.8,
      paragraphs: 2,
    });
  });

  it('gives an open-ended target for a mode without an upper limit', () => {
    expect(measureWriting('One line.', 'essay-writing').target).toEqual({ minWords: 250, maxWords: undefined });
  });

  it('counts blank-line-separated blocks as paragraphs, ignoring empty ones', () => {
    expect(measureWriting('First.\n\n\n  \n\nSecond.\n\nThird.', 'email-writing').paragraphs).toBe(3);
  });
});
