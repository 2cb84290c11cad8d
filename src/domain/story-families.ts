// Story families (decision 021): the same story retold at several reading levels,
// so a learner can read a story they already understand one level up. The
// rules here are shared by the content checker, the server and the reading
// screen.
import { z } from 'zod';
import { READING_LEVELS, READING_LEVELS_BY_DIFFICULTY, type ReadingLevel } from './enums.ts';

/** From this quiz score (percent) on, the screen suggests the same story one level up. */
export const NEXT_LEVEL_SCORE = 80;

export const familyIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const passageFamilyQuerySchema = z.object({ key: z.string().min(1).max(300) });

export const familyMemberSchema = z.object({
  key: z.string(),
  level: z.enum(READING_LEVELS),
  title: z.string(),
  /** The signed-in learner has a reading session recorded for this member. */
  read: z.boolean(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const passageFamilyResponseSchema = z.object({
  family: familyIdSchema.nullable(),
  /** Every member, the asked passage included, from the easiest level. */
  members: z.array(familyMemberSchema),
});
export type PassageFamilyResponse = z.infer<typeof passageFamilyResponseSchema>;

export const difficultyRank = (level: ReadingLevel): number => READING_LEVELS_BY_DIFFICULTY.indexOf(level);

export function byDifficulty<T extends { level: ReadingLevel }>(members: readonly T[]): T[] {
  return [...members].sort((a, b) => difficultyRank(a.level) - difficultyRank(b.level));
}

/** The member at the nearest harder level, if the family has one. */
export function nextLevelUp<T extends { level: ReadingLevel }>(members: readonly T[], level: ReadingLevel): T | null {
  return byDifficulty(members).find((m) => difficultyRank(m.level) > difficultyRank(level)) ?? null;
}

/** What to suggest after a quiz: the story one level up when the score is high enough. */
export function suggestAfterQuiz<T extends { level: ReadingLevel }>(
  score: number,
  members: readonly T[],
  level: ReadingLevel,
): T | null {
  return score >= NEXT_LEVEL_SCORE ? nextLevelUp(members, level) : null;
}

export type FamilyMemberFacts = { id: string; level: ReadingLevel; topic: string; grade: number };

/**
 * Why a family is not a proper ladder: fewer than two members, two members
 * at one level, mixed topics, or a reading grade that does not rise with the
 * level (decision 021: "each family's members rise in difficulty with their level").
 */
export function familyProblems(family: string, members: readonly FamilyMemberFacts[]): string[] {
  const problems: string[] = [];
  if (members.length < 2) problems.push(`family '${family}' has only one member`);
  const levels = new Set(members.map((m) => m.level));
  if (levels.size !== members.length) problems.push(`family '${family}' has two members at one level`);
  if (new Set(members.map((m) => m.topic)).size > 1) problems.push(`family '${family}' mixes topics`);
  const ordered = byDifficulty(members);
  for (let i = 1; i < ordered.length; i++) {
    const easier = ordered[i - 1];
    const harder = ordered[i];
    if (easier && harder && easier.level !== harder.level && harder.grade <= easier.grade)
      problems.push(
        `family '${family}': ${harder.id} (${harder.level}, grade ${harder.grade.toFixed(1)}) is not harder than ${easier.id} (${easier.level}, grade ${easier.grade.toFixed(1)})`,
      );
  }
  return problems;
}
