// What tutoring holds about a learner (lib/learner-data.ts): the texts they
// asked tutors to read with the answers, the reports they sent on answers,
// and, for a tutor, the role and the answers they wrote (their own words, not
// the learners' texts or names). Deleting the account deletes its requests
// and reports; answers it wrote as a tutor stay with the learners who have
// them, no longer linked to anybody (decision 038).
import { iso, type LearnerDataPart } from '#src/server/lib/learner-data.ts';

export const tutoringLearnerData: LearnerDataPart = {
  tables: {
    tutor_requests: 'tutoring.requests',
    tutor_comments: 'tutoring.requests',
    tutor_reports: 'tutoring.reportsSent',
    tutors: 'tutoring.tutorRole',
  },

  async read(db, { id }) {
    const requests = await db
      .selectFrom('tutor_requests')
      .selectAll()
      .where((eb) => eb.or([eb('learner_id', '=', id), eb('tutor_id', '=', id)]))
      .orderBy('created_at')
      .execute();
    const ids = requests.map((r) => r.id);
    const comments = ids.length
      ? await db.selectFrom('tutor_comments').selectAll().where('request_id', 'in', ids).orderBy('span_start').execute()
      : [];
    const commentsOf = (requestId: string) =>
      comments
        .filter((c) => c.request_id === requestId)
        .map((c) => ({ start: Number(c.span_start), end: Number(c.span_end), note: c.note, rewrite: c.rewrite }));
    const answer = (r: (typeof requests)[number]) =>
      r.answered_at === null
        ? null
        : {
            answeredAt: iso(r.answered_at),
            comments: commentsOf(r.id),
            wentWell: r.went_well,
            toPractise: r.to_practise,
            suggestedLevel: r.suggested_level,
            reply: r.reply,
            repliedAt: iso(r.replied_at),
          };
    const mine = requests.filter((r) => r.learner_id === id);
    const reportsSent = mine.length
      ? await db
          .selectFrom('tutor_reports')
          .select(['request_id', 'comment_id', 'note', 'created_at', 'resolved_at'])
          .where(
            'request_id',
            'in',
            mine.map((r) => r.id),
          )
          .orderBy('created_at')
          .execute()
      : [];
    const role = await db.selectFrom('tutors').selectAll().where('user_id', '=', id).executeTakeFirst();
    return {
      tutoring: {
        requests: mine.map((r) => ({
          id: r.id,
          attemptId: r.attempt_id,
          taskTitle: r.task_title,
          text: r.text,
          question: r.question,
          createdAt: iso(r.created_at),
          answer: answer(r),
          seenAt: iso(r.seen_at),
          thankedAt: iso(r.thanked_at),
          followUp: r.follow_up,
          followUpAt: iso(r.follow_up_at),
        })),
        reportsSent: reportsSent.map((p) => ({
          requestId: p.request_id,
          commentId: p.comment_id,
          note: p.note,
          createdAt: iso(p.created_at),
          resolvedAt: iso(p.resolved_at),
        })),
        tutorRole: role ? { grantedAt: iso(role.granted_at), suspendedAt: iso(role.suspended_at) } : null,
        answersWritten: requests
          .filter((r) => r.tutor_id === id)
          .map((r) => ({ requestId: r.id, ...answer(r) })),
      },
    };
  },

  async erase(trx, { id }) {
    const mine = trx.selectFrom('tutor_requests').select('id').where('learner_id', '=', id);
    await trx.deleteFrom('tutor_reports').where('request_id', 'in', mine).execute();
    await trx.deleteFrom('tutor_comments').where('request_id', 'in', mine).execute();
    await trx.deleteFrom('tutor_requests').where('learner_id', '=', id).execute();
    // As a tutor: the answers stay for their learners, unlinked; what they held goes back to the queue.
    await trx.updateTable('tutor_requests').set({ tutor_id: null }).where('tutor_id', '=', id).execute();
    await trx
      .updateTable('tutor_requests')
      .set({ claimed_by: null, claimed_until: null })
      .where('claimed_by', '=', id)
      .execute();
    await trx.updateTable('tutor_reports').set({ tutor_id: null }).where('tutor_id', '=', id).execute();
    await trx.deleteFrom('tutors').where('user_id', '=', id).execute();
  },
};
