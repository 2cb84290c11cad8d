// Writing rules of SPEC §9: the score of a completed task, the word target
// it is measured against, and the writing achievements.
import type { WritingMode } from './enums.ts';

/** SPEC §9: the target is 250 words for essay-writing and 150 otherwise. */
export function scoreTarget(mode: WritingMode): number {
  return mode === 'essay-writing' ? 250 : 150;
}

/**
 * SPEC §9: min(round(min(words/target, 1.2) × 5 + max(0, remaining time
 * fraction) × 3 + 2), 10).
 */
export function writingScore(input: {
  words: number;
  mode: WritingMode;
  secondsUsed: number;
  timeLimitMinutes: number;
}): number {
  const target = scoreTarget(input.mode);
  const limit = input.timeLimitMinutes * 60;
  const remaining = limit > 0 ? (limit - input.secondsUsed) / limit : 0;
  const raw = Math.min(input.words / target, 1.2) * 5 + Math.max(0, remaining) * 3 + 2;
  return Math.min(Math.round(raw), 10);
}

/** 'mm:ss' for the timer. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
