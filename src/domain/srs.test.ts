import { describe, expect, it } from 'vitest';
import { dueCards, MIN_EASE, newCard, review } from './srs.ts';

const DAY = 86_400_000;

describe('spaced repetition', () => {
  it('grows the interval on success: 1, 3, then times the ease', () => {
    let card = newCard(0);
    card = review(card, 'good', 0);
    expect(card).toMatchObject({ intervalDays: 1, reps: 1, dueAt: DAY });
    card = review(card, 'good', DAY);
    expect(card).toMatchObject({ intervalDays: 3, reps: 2 });
    card = review(card, 'good', 4 * DAY);
    expect(card.intervalDays).toBe(8); // 3 × 2.5
  });

  it('starts over when forgotten, and eases never fall below the minimum', () => {
    let card = review(review(newCard(0), 'good', 0), 'good', DAY);
    card = review(card, 'again', 2 * DAY);
    expect(card).toMatchObject({ reps: 0, intervalDays: 0, dueAt: 2 * DAY + 10 * 60_000 });
    for (let i = 0; i < 20; i++) card = review(card, 'again', 0);
    expect(card.ease).toBe(MIN_EASE);
  });

  it('rewards easy answers with longer intervals than good ones', () => {
    const base = review(review(newCard(0), 'good', 0), 'good', DAY);
    expect(review(base, 'easy', 0).intervalDays).toBeGreaterThan(review(base, 'good', 0).intervalDays);
    expect(review(base, 'hard', 0).intervalDays).toBeLessThan(review(base, 'good', 0).intervalDays);
  });

  it('reviews only due words, most overdue first, ten at a time', () => {
    const cards = Array.from({ length: 15 }, (_, i) => ({ id: i, dueAt: i * 10 }));
    const due = dueCards(cards, 100);
    expect(due.map((c) => c.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(dueCards(cards, -1)).toEqual([]);
  });
});
