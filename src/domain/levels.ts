// Levels 1-7 (SPEC §3, §9): the points needed for the next level are the
// level number times 100, so level 2 starts at 100, level 3 at 300, level 4
// at 600, ... level 7 at 2100.

export const LEVEL_TITLES = [
  'Beginner Student',
  'Eager Learner',
  'Word Explorer',
  'Reading Enthusiast',
  'Grammar Guardian',
  'Vocabulary Virtuoso',
  'English Master',
] as const;

/** Icon names drawn by the client (no emoji: older phones lack them). */
export const LEVEL_ICONS = ['seedling', 'book', 'compass', 'books', 'shield', 'gem', 'crown'] as const;
export const LEVEL_COLORS = ['#4d7c0f', '#0e7490', '#1d4ed8', '#6d28d9', '#be185d', '#b45309', '#a16207'] as const;
export const MAX_LEVEL = LEVEL_TITLES.length;

/**
 * A level's number as a key, '1' to '7': the tuple's positions moved up by
 * one, so the interface's titles (src/web/i18n) are keyed by the number the
 * learner sees and cannot miss a level.
 */
export type LevelKey = Exclude<keyof [unknown, ...typeof LEVEL_TITLES], keyof unknown[] | '0'>;

/** Total points at which a level starts. */
export function levelStart(level: number): number {
  return (100 * (level - 1) * level) / 2;
}

export type LevelInfo = {
  current: number;
  title: string;
  icon: string;
  color: string;
  totalPoints: number;
  /** Points still needed for the next level; 0 at the top level. */
  pointsToNext: number;
  /** Share of this level's span already earned, 0-100 (the progress bar). */
  progressPercent: number;
};

export function levelFor(totalPoints: number): LevelInfo {
  const points = Math.max(0, Math.floor(totalPoints));
  let current = 1;
  while (current < MAX_LEVEL && points >= levelStart(current + 1)) current++;
  const span = current * 100;
  const pointsToNext = current === MAX_LEVEL ? 0 : levelStart(current + 1) - points;
  return {
    current,
    title: LEVEL_TITLES[current - 1] ?? LEVEL_TITLES[0],
    icon: LEVEL_ICONS[current - 1] ?? LEVEL_ICONS[0],
    color: LEVEL_COLORS[current - 1] ?? LEVEL_COLORS[0],
    totalPoints: points,
    pointsToNext,
    progressPercent: current === MAX_LEVEL ? 100 : Math.round(((span - pointsToNext) / span) * 100),
  };
}
