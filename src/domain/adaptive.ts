// SPEC §3 adaptive difficulty: recent quiz scores decide whether to suggest
// an easier or harder level, and which topics to try.
import { type ReadingLevel, TOPICS, type Topic } from './enums.ts';

export type AdaptiveDifficulty = {
  currentLevel: ReadingLevel;
  confidence: number;
  recommendedTopics: Topic[];
  shouldAdjust: boolean;
  /** The level to try next when shouldAdjust is true. */
  recommendedLevel: ReadingLevel;
};

// From easiest to hardest.
export const LADDER: readonly ReadingLevel[] = ['non-english', 'early-learner', 'intermediate', 'advanced-reader'];
const RECENT = 10;
const MIN_QUIZZES = 3;

export function adaptiveDifficulty(input: {
  quizzes: { level: ReadingLevel; percent: number; at?: number }[]; // oldest first
  topicsPractised: Partial<Record<Topic, number>>;
  preferredLevel: ReadingLevel;
  favoriteTopics: Topic[];
  /** When the level check last placed the learner (epoch ms): earlier quizzes no longer decide (decision 022). */
  placedAt?: number | null;
}): AdaptiveDifficulty {
  const placedAt = input.placedAt ?? null;
  const sincePlacement = placedAt === null ? input.quizzes : input.quizzes.filter((q) => (q.at ?? 0) >= placedAt);
  const recent = sincePlacement.slice(-RECENT);
  const currentLevel = recent.at(-1)?.level ?? input.preferredLevel;
  const atLevel = recent.filter((q) => q.level === currentLevel);
  const average = atLevel.length ? atLevel.reduce((s, q) => s + q.percent, 0) / atLevel.length : 0;
  const index = LADDER.indexOf(currentLevel);
  let recommendedLevel = currentLevel;
  if (atLevel.length >= MIN_QUIZZES && average >= 85)
    recommendedLevel = LADDER[Math.min(index + 1, LADDER.length - 1)] ?? currentLevel;
  if (atLevel.length >= MIN_QUIZZES && average < 50) recommendedLevel = LADDER[Math.max(index - 1, 0)] ?? currentLevel;
  const leastPractised = [...TOPICS].sort((a, b) => (input.topicsPractised[a] ?? 0) - (input.topicsPractised[b] ?? 0));
  const recommendedTopics = [...new Set([...input.favoriteTopics, ...leastPractised])].slice(0, 3);
  return {
    currentLevel,
    confidence: Math.round(Math.min(1, atLevel.length / RECENT) * 100) / 100,
    recommendedTopics,
    shouldAdjust: recommendedLevel !== currentLevel,
    recommendedLevel,
  };
}
