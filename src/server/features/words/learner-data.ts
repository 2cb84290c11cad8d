// What the word list holds about a learner (lib/learner-data.ts): each saved
// word with its review state, the history's result (repetitions, ease,
// interval and next date), read a page at a time.
import type { WordsTable } from '#src/server/db/types.ts';
import { iso, type LearnerDataPart, pagedList } from '#src/server/lib/learner-data.ts';

export const wordsLearnerData: LearnerDataPart = {
  tables: { words: 'words' },

  async read(db, { id }) {
    // Read a page at a time: a word list has no upper bound (decision 018).
    const words = pagedList<WordsTable>(
      (after, size) => {
        let q = db
          .selectFrom('words')
          .selectAll()
          .where('user_id', '=', id)
          .orderBy('added_at')
          .orderBy('word')
          .limit(size);
        if (after)
          q = q.where((eb) =>
            eb.or([
              eb('added_at', '>', after.added_at),
              eb.and([eb('added_at', '=', after.added_at), eb('word', '>', after.word)]),
            ]),
          );
        return q.execute();
      },
      (w) => ({
        word: w.word,
        definition: w.definition,
        sentence: w.sentence,
        senseKey: w.sense_key ?? null,
        addedAt: iso(w.added_at),
        dueAt: iso(w.due_at),
        intervalDays: Number(w.interval_days),
        ease: Number(w.ease),
        reviews: Number(w.reps),
      }),
    );
    return { words };
  },

  async erase(trx, { id }) {
    await trx.deleteFrom('words').where('user_id', '=', id).execute();
  },
};
