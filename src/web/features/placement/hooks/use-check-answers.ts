import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { PublicPlacementCheck } from '#src/domain/placement.ts';
import { forgetPlacementAnswers, rememberedPlacementAnswers, rememberPlacementAnswers } from '#src/web/lib/storage.ts';

/** The option chosen for each question, text by text; null where none is chosen yet. */
export type Choices = (number | null)[][];

/** What this device keeps: the texts' ids, so answers to texts the check no longer holds are dropped. */
const keptSchema = z.object({
  texts: z.array(z.string()),
  choices: z.array(z.array(z.number().int().min(0).nullable())),
});

const sameTexts = (ids: string[], check: PublicPlacementCheck) =>
  ids.length === check.texts.length && ids.every((id, i) => id === check.texts[i]?.id);

/** The first text with a question not answered yet (the number of texts when all are). */
function firstOpen(check: PublicPlacementCheck, choices: Choices): number {
  const open = check.texts.findIndex((t, i) => t.questions.some((_, j) => typeof choices[i]?.[j] !== 'number'));
  return open === -1 ? check.texts.length : open;
}

/**
 * The learner's answers to the reading check, text by text (decision 022).
 * Each answer is kept on this device as it is given, so a reload or a visit
 * another day goes on at the text where the learner stopped instead of at
 * text 1; the check's answers are only sent once all are given, so the
 * server holds nothing of a half-finished check. `index` is the text on
 * screen: the first with a question left (the last when all are answered).
 */
export function useCheckAnswers(userId: string, check: PublicPlacementCheck | undefined) {
  const [choices, setChoices] = useState<Choices>([]);
  const [resumedAt, setResumedAt] = useState<number | null>(null);

  // Once the check is here: answers kept for these same texts come back; answers to other texts go.
  useEffect(() => {
    if (!check) return;
    const kept = keptSchema.safeParse(rememberedPlacementAnswers(userId));
    if (!kept.success || !sameTexts(kept.data.texts, check)) {
      forgetPlacementAnswers(userId);
      return;
    }
    setChoices(kept.data.choices);
    const at = Math.min(firstOpen(check, kept.data.choices), check.texts.length - 1);
    setResumedAt(at > 0 ? at : null);
  }, [check, userId]);

  const total = check?.texts.length ?? 0;
  const index = check ? Math.min(firstOpen(check, choices), total - 1) : 0;

  return {
    choices,
    index,
    /** The text the learner came back to, when earlier texts were answered before; null in a new check. */
    resumedAt,
    /**
     * The option chosen for a question of the text on screen, kept at once.
     * Answers whether that completed the text and whether it completed the check.
     */
    choose(question: number, option: number): { next: Choices; textDone: boolean; checkDone: boolean } {
      if (!check) return { next: choices, textDone: false, checkDone: false };
      const next = check.texts.map((t, i) => t.questions.map((_, j) => choices[i]?.[j] ?? null));
      const mine = next[index];
      if (mine) mine[question] = option;
      setChoices(next);
      rememberPlacementAnswers(userId, { texts: check.texts.map((t) => t.id), choices: next });
      const open = firstOpen(check, next);
      return { next, textDone: open > index, checkDone: open === total };
    },
    /** Back to text 1 with nothing answered (the check changed, or the learner asked). */
    restart() {
      setChoices([]);
      setResumedAt(null);
      forgetPlacementAnswers(userId);
    },
    /** The server has scored the check: nothing is left to go on with. */
    finished() {
      forgetPlacementAnswers(userId);
    },
  };
}
