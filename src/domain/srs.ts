// Spaced repetition for 'My words': a small daily review of due words, with
// intervals that grow when the learner remembers (an SM-2 style schedule).

export const GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type Grade = (typeof GRADES)[number];
export type Card = { intervalDays: number; ease: number; reps: number; dueAt: number };

const DAY = 86_400_000;
export const MIN_EASE = 1.3;
export const DAILY_REVIEW_SIZE = 10;

export function newCard(now: number): Card {
  return { intervalDays: 0, ease: 2.5, reps: 0, dueAt: now };
}

export function review(card: Card, grade: Grade, now: number): Card {
  if (grade === 'again') {
    // Forgotten: see it again in ten minutes, and start the ladder over.
    return { intervalDays: 0, ease: Math.max(MIN_EASE, card.ease - 0.2), reps: 0, dueAt: now + 10 * 60_000 };
  }
  const ease = Math.max(MIN_EASE, card.ease + (grade === 'hard' ? -0.15 : grade === 'easy' ? 0.15 : 0));
  let interval: number;
  if (card.reps === 0) interval = grade === 'easy' ? 3 : 1;
  else if (card.reps === 1) interval = grade === 'hard' ? 2 : grade === 'easy' ? 6 : 3;
  else interval = Math.round(card.intervalDays * (grade === 'hard' ? 1.2 : grade === 'easy' ? ease * 1.3 : ease));
  interval = Math.max(1, Math.min(interval, 365));
  return { intervalDays: interval, ease, reps: card.reps + 1, dueAt: now + interval * DAY };
}

/** Today's review: the most overdue first, a small number at a time. */
export function dueCards<T extends { dueAt: number }>(cards: T[], now: number, limit = DAILY_REVIEW_SIZE): T[] {
  return cards
    .filter((c) => c.dueAt <= now)
    .sort((a, b) => a.dueAt - b.dueAt)
    .slice(0, limit);
}
