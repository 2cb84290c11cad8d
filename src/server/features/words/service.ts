// 'My words': the learner's word bank and its spaced-repetition review.
// A word added for the first time is also a 'word-learned' event, with an id
// made from the word, so re-adding a word never earns XP twice.
import { createHash } from 'node:crypto';
import type { VerifiedEvent } from '#src/domain/activity.ts';
import { dueCards, type Grade, newCard, review } from '#src/domain/srs.ts';
import { type AddWordResponse, type SavedWord, WORD_MESSAGES, type WordListResponse } from '#src/domain/words.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import type { ProgressService } from '../progress/index.ts';
import type { WordRepository, WordRow } from './repository.ts';

type Deps = {
  repo: WordRepository;
  progress: Pick<ProgressService, 'recordVerified'>;
  now?: () => number;
};

const toSaved = (r: WordRow): SavedWord => ({
  word: r.word,
  definition: r.definition,
  sentence: r.sentence,
  senseKey: r.sense_key ?? null,
  addedAt: new Date(Number(r.added_at)).toISOString(),
  dueAt: new Date(Number(r.due_at)).toISOString(),
  intervalDays: Number(r.interval_days),
  reps: Number(r.reps),
});

const cardOf = (r: WordRow) => ({
  intervalDays: Number(r.interval_days),
  ease: Number(r.ease),
  reps: Number(r.reps),
  dueAt: Number(r.due_at),
});

export function createWordService({ repo, progress, now = Date.now }: Deps) {
  return {
    async list(userId: string): Promise<WordListResponse> {
      const rows = await repo.listWords(userId);
      const due = dueCards(
        rows.map((r) => ({ ...r, dueAt: Number(r.due_at) })),
        now(),
      );
      return { words: rows.map(toSaved), due: due.map(toSaved) };
    },

    async add(
      userId: string,
      { senseKey, ...input }: { word: string; definition: string; sentence: string; senseKey: string | null },
    ): Promise<AddWordResponse> {
      const at = now();
      const card = newCard(at);
      const event: VerifiedEvent = {
        id: `word-${createHash('sha256').update(input.word).digest('hex').slice(0, 24)}`,
        occurredAt: new Date(at).toISOString(),
        data: { type: 'word-learned', word: input.word },
      };
      // The word and its 'word-learned' event in one transaction: a learned word is always a saved word.
      return repo.transaction(async (trx) => {
        const added = await repo.insertWord(
          {
            user_id: userId,
            ...input,
            sense_key: senseKey,
            added_at: at,
            due_at: card.dueAt,
            interval_days: card.intervalDays,
            ease: card.ease,
            reps: card.reps,
          },
          trx,
        );
        if (!added) return { added: false, counted: false };
        try {
          return { added: true, counted: (await progress.recordVerified(userId, event, trx)).accepted > 0 };
        } catch (error) {
          // Past the day's ceiling the word is still saved; it just earns nothing today.
          if (error instanceof Refusal && error.kind === 'invalid') return { added: true, counted: false };
          throw error;
        }
      });
    },

    async review(userId: string, word: string, grade: Grade): Promise<SavedWord> {
      const row = await repo.findWord(userId, word);
      if (!row) throw new Refusal('not-found', WORD_MESSAGES.notSaved);
      const next = review(cardOf(row), grade, now());
      await repo.updateSchedule(userId, word, next);
      return toSaved({
        ...row,
        interval_days: next.intervalDays,
        ease: next.ease,
        reps: next.reps,
        due_at: next.dueAt,
      });
    },

    remove(userId: string, word: string): Promise<void> {
      return repo.deleteWord(userId, word);
    },
  };
}
export type WordService = ReturnType<typeof createWordService>;
