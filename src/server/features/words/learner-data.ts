// What the word list holds about a learner (lib/learner-data.ts): each saved
// word with its review state, the history's result (repetitions, ease,
// interval and next date).
import { iso, type LearnerDataPart } from '#src/server/lib/learner-data.ts';

export const wordsLearnerData: LearnerDataPart = {
  tables: { words: 'words' },

  async read(db, { id }) {
    const words = await db
      .selectFrom('words')
      .selectAll()
      .where('user_id', '=', id)
      .orderBy('added_at')
      .orderBy('word')
      .execute();
    return {
      words: words.map((w) => ({
        word: w.word,
        definition: w.definition,
        sentence: w.sentence,
        senseKey: w.sense_key ?? null,
        addedAt: iso(w.added_at),
        dueAt: iso(w.due_at),
        intervalDays: Number(w.interval_days),
        ease: Number(w.ease),
        reviews: Number(w.reps),
      })),
    };
  },

  async erase(trx, { id }) {
    await trx.deleteFrom('words').where('user_id', '=', id).execute();
  },
};
