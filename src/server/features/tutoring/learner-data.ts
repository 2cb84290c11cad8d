// What tutoring holds about a learner (lib/learner-data.ts): the texts they
// asked tutors to read, with the answers; for a tutor, the role and the texts
// they held or answered (their own words only, not the learner's text or
// name); the comments they wrote; and the reports they sent on answers.
// Deleting the account deletes its requests and its reports; answers and
// comments it wrote as a tutor stay with the learners who have them, no
// longer linked to anybody (decision 038).
import type { TutorCommentsTable, TutorRequestsTable } from '#src/server/db/types.ts';
import { iso, type LearnerDataPart } from '#src/server/lib/learner-data.ts';

const comment = (c: TutorCommentsTable) => ({
  requestId: c.request_id,
  start: Number(c.span_start),
  end: Number(c.span_end),
  note: c.note,
  rewrite: c.rewrite,
});

const answer = (r: TutorRequestsTable) =>
  r.answered_at === null
    ? null
    : {
        answeredAt: iso(r.answered_at),
        wentWell: r.went_well,
        toPractise: r.to_practise,
        suggestedLevel: r.suggested_level,
        followUp: r.follow_up,
        reply: r.reply,
        repliedAt: iso(r.replied_at),
      };

export const tutoringLearnerData: LearnerDataPart = {
  tables: {
    tutor_requests: 'tutoring.requests',
    tutor_comments: 'tutoring.commentsWritten',
    tutor_reports: 'tutoring.reportsSent',
    tutors: 'tutoring.tutorRole',
  },

  async read(db, { id }) {
    const requests = await db
      .selectFrom('tutor_requests')
      .selectAll()
      .where((eb) => eb.or([eb('learner_id', '=', id), eb('tutor_id', '=', id), eb('claimed_by', '=', id)]))
      .orderBy('created_at')
      .execute();
    const own = requests.filter((r) => r.learner_id === id).map((r) => r.id);
    const [commentsOnOwn, commentsWritten, reportsSent, role] = await Promise.all([
      own.length
        ? db.selectFrom('tutor_comments').selectAll().where('request_id', 'in', own).orderBy('span_start').execute()
        : [],
      db.selectFrom('tutor_comments').selectAll().where('tutor_id', '=', id).orderBy('request_id').execute(),
      db
        .selectFrom('tutor_reports')
        .select(['request_id', 'comment_id', 'note', 'created_at', 'resolved_at'])
        .where('learner_id', '=', id)
        .orderBy('created_at')
        .execute(),
      db.selectFrom('tutors').selectAll().where('user_id', '=', id).executeTakeFirst(),
    ]);
    return {
      tutoring: {
        requests: requests.map((r) =>
          r.learner_id === id
            ? {
                as: 'learner',
                id: r.id,
                attemptId: r.attempt_id,
                taskTitle: r.task_title,
                text: r.text,
                question: r.question,
                createdAt: iso(r.created_at),
                answer: answer(r),
                comments: commentsOnOwn.filter((c) => c.request_id === r.id).map(comment),
                seenAt: iso(r.seen_at),
                thankedAt: iso(r.thanked_at),
              }
            : // A text the account read as a tutor: what they wrote, not the learner's text.
              { as: 'tutor', id: r.id, heldUntil: iso(r.claimed_until), answer: r.tutor_id === id ? answer(r) : null },
        ),
        commentsWritten: commentsWritten.map(comment),
        reportsSent: reportsSent.map((p) => ({
          requestId: p.request_id,
          commentId: p.comment_id,
          note: p.note,
          createdAt: iso(p.created_at),
          resolvedAt: iso(p.resolved_at),
        })),
        tutorRole: role ? { grantedAt: iso(role.granted_at), suspendedAt: iso(role.suspended_at) } : null,
      },
    };
  },

  async erase(trx, { id }) {
    const own = trx.selectFrom('tutor_requests').select('id').where('learner_id', '=', id);
    await trx.deleteFrom('tutor_reports').where('request_id', 'in', own).execute();
    await trx.deleteFrom('tutor_reports').where('learner_id', '=', id).execute();
    await trx.deleteFrom('tutor_comments').where('request_id', 'in', own).execute();
    await trx.deleteFrom('tutor_requests').where('learner_id', '=', id).execute();
    // As a tutor: the answers stay for their learners, unlinked; what they held goes back to the queue.
    await trx.updateTable('tutor_requests').set({ tutor_id: null }).where('tutor_id', '=', id).execute();
    await trx.updateTable('tutor_comments').set({ tutor_id: null }).where('tutor_id', '=', id).execute();
    await trx
      .updateTable('tutor_requests')
      .set({ claimed_by: null, claimed_until: null })
      .where('claimed_by', '=', id)
      .execute();
    await trx.updateTable('tutor_reports').set({ tutor_id: null }).where('tutor_id', '=', id).execute();
    await trx.deleteFrom('tutors').where('user_id', '=', id).execute();
  },
};
