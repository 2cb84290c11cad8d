// What writing holds about a learner (lib/learner-data.ts): every draft and
// completed task with its text and scores, read a page at a time.
import type { WritingAttemptsTable } from '#src/server/db/types.ts';
import { EXPORT_TEXT_PAGE, iso, type LearnerDataPart, pagedList } from '#src/server/lib/learner-data.ts';

export const writingLearnerData: LearnerDataPart = {
  tables: { writing_attempts: 'writingAttempts' },

  async read(db, { id }) {
    const writingAttempts = pagedList<WritingAttemptsTable>(
      (after, size) => {
        let q = db
          .selectFrom('writing_attempts')
          .selectAll()
          .where('user_id', '=', id)
          .orderBy('created_at')
          .orderBy('id')
          .limit(size);
        if (after)
          q = q.where((eb) =>
            eb.or([
              eb('created_at', '>', after.created_at),
              eb.and([eb('created_at', '=', after.created_at), eb('id', '>', after.id)]),
            ]),
          );
        return q.execute();
      },
      (a) => ({
        id: a.id,
        taskKey: a.task_key,
        mode: a.mode,
        text: a.text,
        words: Number(a.words),
        seconds: Number(a.seconds),
        score: Number(a.score),
        band: a.band === null ? null : Number(a.band),
        cefr: a.cefr,
        findings: Number(a.findings),
        createdAt: iso(a.created_at),
        title: a.title ?? null,
        prompt: a.prompt ?? null,
      }),
      EXPORT_TEXT_PAGE,
    );
    return { writingAttempts };
  },

  async erase(trx, { id }) {
    await trx.deleteFrom('writing_attempts').where('user_id', '=', id).execute();
  },
};
