// SPEC §9 daily challenges: read 2 passages (50 XP), complete 3 quizzes
// (75 XP), learn 10 words (100 XP). They belong to the learner's local day
// and expire when it ends.
import type { ActivityType } from './activity.ts';
import { addDays, type LocalDate, startOfLocalDay } from './calendar.ts';

export const DAILY_CHALLENGES = [
  {
    key: 'read-2',
    title: 'Read 2 passages',
    description: 'Finish reading two passages today.',
    type: 'reading',
    counts: 'reading-session',
    targetValue: 2,
    points: 50,
  },
  {
    key: 'quiz-3',
    title: 'Complete 3 quizzes',
    description: 'Answer the questions after three passages today.',
    type: 'quiz',
    counts: 'quiz',
    targetValue: 3,
    points: 75,
  },
  {
    key: 'words-10',
    title: 'Learn 10 words',
    description: 'Add ten new words to your word list today.',
    type: 'vocabulary',
    counts: 'word-learned',
    targetValue: 10,
    points: 100,
  },
] as const satisfies readonly { counts: ActivityType; [k: string]: unknown }[];

/** A challenge's key: the interface finds its title in the learner's language by it (src/web/i18n). */
export type ChallengeKey = (typeof DAILY_CHALLENGES)[number]['key'];

export type Challenge = {
  id: string;
  title: string;
  description: string;
  targetValue: number;
  currentValue: number;
  points: number;
  type: string;
  completed: boolean;
  expiresAt: string;
};

/** The id of one challenge on one day: also the id of its completion event, so its XP is given once. */
export const challengeId = (key: string, date: LocalDate) => `challenge-${key}-${date}`;

/** The key inside a challenge's id (challengeId's inverse), or null for an id of another shape. */
export function challengeKeyOf(id: string): string | null {
  return /^challenge-(.+)-\d{4}-\d{2}-\d{2}$/.exec(id)?.[1] ?? null;
}

export function challengesFor(
  date: LocalDate,
  timeZone: string,
  counts: Partial<Record<ActivityType, number>>,
): Challenge[] {
  const expiresAt = new Date(startOfLocalDay(addDays(date, 1), timeZone)).toISOString();
  return DAILY_CHALLENGES.map((c) => {
    const currentValue = Math.min(counts[c.counts] ?? 0, c.targetValue);
    return {
      id: challengeId(c.key, date),
      title: c.title,
      description: c.description,
      targetValue: c.targetValue,
      currentValue,
      points: c.points,
      type: c.type,
      completed: currentValue >= c.targetValue,
      expiresAt,
    };
  });
}
