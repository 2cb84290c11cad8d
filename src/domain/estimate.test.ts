import { describe, expect, it } from 'vitest';
import { estimateBands } from './estimate.ts';

const strong = `Many people believe that public transport should be free. In my opinion, this idea has clear advantages, although it also has real costs.

Firstly, free buses would help families with low incomes reach work, school and hospitals. For example, a cleaner who travels across the city every morning could save a considerable part of her monthly salary. In addition, fewer private cars would reduce congestion and pollution in crowded neighbourhoods.

On the other hand, someone must pay for drivers, fuel and maintenance. Therefore, governments would need higher taxes or cuts elsewhere. However, I believe that the benefits for health, equality and the environment outweigh these costs.

In conclusion, free public transport is an investment rather than an expense, and cities should consider it seriously.`;

describe('band and CEFR estimates', () => {
  it('rates a long, organised, accurate essay highly', () => {
    const e = estimateBands({
      text: strong,
      targetWords: 120,
      grammarErrors: 0,
      keyPhrases: ['In my opinion,...', 'For example,...'],
    });
    expect(e.overall).toBeGreaterThanOrEqual(7.5);
    expect(['C1', 'C2']).toContain(e.cefr);
    expect(e.criteria.find((c) => c.criterion === 'Coherence and cohesion')?.band).toBe(8);
  });

  it('rates a short, unparagraphed text with many errors low, with reasons', () => {
    const e = estimateBands({
      text: 'I like city. City is big. I go work bus. Bus is slow.',
      targetWords: 150,
      grammarErrors: 4,
    });
    expect(e.overall).toBeLessThanOrEqual(5);
    expect(['A1', 'A2', 'B1']).toContain(e.cefr);
    expect(e.criteria[0]?.reasons[0]).toBe('13 of 150 target words.');
    expect(e.criteria[3]?.reasons.join(' ')).toContain('too short');
  });

  it('lowers the grammar band as errors per 100 words rise', () => {
    const text = strong;
    const few = estimateBands({ text, targetWords: 120, grammarErrors: 1 }).criteria[3]?.band ?? 0;
    const many = estimateBands({ text, targetWords: 120, grammarErrors: 20 }).criteria[3]?.band ?? 0;
    expect(few).toBeGreaterThan(many);
  });
});
