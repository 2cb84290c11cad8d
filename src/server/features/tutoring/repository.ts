// SQL for volunteer tutors (decision 038): the role, learners' requests, the
// queue, claims, answers, follow-ups and reports. A claim is a tutor's id and
// a time on the request; past that time the request is back in the queue for
// everyone else, and its tutor keeps it only until another takes it.
import { randomBytes } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import { displayName } from '#src/domain/auth.ts';
import type { QueueQuery } from '#src/domain/tutoring.ts';
import type { Db, Executor } from '#src/server/db/client.ts';
import type { TutorCommentsTable, TutorReportsTable, TutorRequestsTable, TutorsTable } from '#src/server/db/types.ts';

export type RequestRow = TutorRequestsTable;
export type CommentRow = TutorCommentsTable;
export type ReportRow = TutorReportsTable;

/** pg_advisory_xact_lock keys: claims (one lock for all: claims are rare), and asks (with the learner's hash). */
const CLAIM_LOCK = 38_001;
const ASK_LOCK = 38_002;

export const newId = () => randomBytes(9).toString('base64url');

/** One at a time across instances on PostgreSQL (SQLite runs one write transaction at a time). */
async function lock(trx: Executor, key: number, within?: string) {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  if (within === undefined) await sql`select pg_advisory_xact_lock(${sql.lit(key)})`.execute(trx);
  else await sql`select pg_advisory_xact_lock(${sql.lit(key)}, hashtext(${within}))`.execute(trx);
}

/** Summary columns of a waiting request: no name and no words of the text. */
export type QueueRow = Pick<RequestRow, 'id' | 'task_title' | 'mode' | 'level' | 'words' | 'created_at'> & {
  has_question: number;
};

export function createTutoringRepository(db: Db) {
  /** Requests no tutor holds now, not yet answered. */
  const waitingNow = (now: number) =>
    db
      .selectFrom('tutor_requests as r')
      .where('r.answered_at', 'is', null)
      .where((eb) => eb.or([eb('r.claimed_by', 'is', null), eb('r.claimed_until', '<=', now)]));

  return {
    tutor(userId: string): Promise<TutorsTable | undefined> {
      return db.selectFrom('tutors').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async grant(userId: string, now: number): Promise<void> {
      await db.insertInto('tutors').values({ user_id: userId, granted_at: now, suspended_at: null }).execute();
    },

    /** Removes the role; what the tutor held goes back to the queue. */
    async revoke(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await releaseAllOf(trx, userId);
        await trx.deleteFrom('tutors').where('user_id', '=', userId).execute();
      });
    },

    /** Pauses (or resumes, with null) the role; a paused tutor's text goes back to the queue. */
    async setSuspended(userId: string, at: number | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (at !== null) await releaseAllOf(trx, userId);
        await trx.updateTable('tutors').set({ suspended_at: at }).where('user_id', '=', userId).execute();
      });
    },

    /** Every tutor with their e-mail address (for the volunteers' list only) and their figures. */
    listTutors() {
      return db
        .selectFrom('tutors')
        .innerJoin('users', 'users.id', 'tutors.user_id')
        .select((eb) => [
          'users.email',
          'users.username',
          'tutors.user_id',
          'tutors.granted_at',
          'tutors.suspended_at',
          eb
            .selectFrom('tutor_requests')
            .select((s) => s.fn.countAll<number>().as('n'))
            .whereRef('tutor_requests.tutor_id', '=', 'tutors.user_id')
            .as('answered'),
          eb
            .selectFrom('tutor_reports')
            .select((s) => s.fn.countAll<number>().as('n'))
            .whereRef('tutor_reports.tutor_id', '=', 'tutors.user_id')
            .where('tutor_reports.resolved_at', 'is', null)
            .as('open_reports'),
        ])
        .orderBy('tutors.granted_at')
        .execute();
    },

    /** A learner's display name as the site shows it (decision 004), never the e-mail address itself. */
    async displayNameOf(userId: string): Promise<string> {
      const row = await db
        .selectFrom('users')
        .select(['email', 'username'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? displayName(row.email, row.username) : '';
    },

    attempt(learnerId: string, attemptId: string) {
      return db
        .selectFrom('writing_attempts as a')
        .leftJoin('writing_tasks as t', 't.key', 'a.task_key')
        .select(['a.id', 'a.mode', 'a.text', 'a.words', 'a.cefr', 'a.title', 'a.prompt', 't.title as task_title'])
        .where('a.user_id', '=', learnerId)
        .where('a.id', '=', attemptId)
        .executeTakeFirst();
    },

    findRequest(id: string, trx: Executor = db): Promise<RequestRow | undefined> {
      return trx.selectFrom('tutor_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Inserts the request unless the learner's open requests are at the limit
     * or the text was asked about: answers what stopped it, if anything. One
     * ask of a learner at a time, so two at once cannot pass the limit together.
     */
    async insertRequest(row: RequestRow, maxOpen: number): Promise<'done' | 'asked' | 'too-many' | 'replay'> {
      return db.transaction().execute(async (trx) => {
        await lock(trx, ASK_LOCK, row.learner_id);
        const same = await trx
          .selectFrom('tutor_requests')
          .select('learner_id')
          .where('id', '=', row.id)
          .executeTakeFirst();
        if (same) return same.learner_id === row.learner_id ? 'replay' : 'asked';
        const asked = await trx
          .selectFrom('tutor_requests')
          .select('id')
          .where('learner_id', '=', row.learner_id)
          .where('attempt_id', '=', row.attempt_id)
          .executeTakeFirst();
        if (asked) return 'asked';
        const open = await trx
          .selectFrom('tutor_requests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('learner_id', '=', row.learner_id)
          .where('answered_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(open.n) >= maxOpen) return 'too-many';
        await trx.insertInto('tutor_requests').values(row).execute();
        return 'done';
      });
    },

    /** Withdraws a request no tutor holds or answered; false when one does. */
    async withdraw(learnerId: string, id: string, now: number): Promise<boolean> {
      const result = await db
        .deleteFrom('tutor_requests')
        .where('id', '=', id)
        .where('learner_id', '=', learnerId)
        .where('answered_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_until', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The learner's requests, newest first, with their comments, reports and the tutors' names. */
    async learnerRequests(learnerId: string, onlyId?: string) {
      let query = db
        .selectFrom('tutor_requests as r')
        .leftJoin('users as u', 'u.id', 'r.tutor_id')
        .selectAll('r')
        .select(['u.username as tutor_name', 'u.email as tutor_email'])
        .where('r.learner_id', '=', learnerId)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id');
      if (onlyId) query = query.where('r.id', '=', onlyId);
      const rows = await query.execute();
      return withCommentsAndReports(db, rows);
    },

    /** Each learner's oldest open request, if no tutor holds it, oldest first; then the filters. */
    queue(tutorId: string, filter: QueueQuery, now: number, limit: number): Promise<QueueRow[]> {
      let query = waitingNow(now)
        .select(['r.id', 'r.task_title', 'r.mode', 'r.level', 'r.words', 'r.created_at'])
        .select(sql<number>`case when r.question = '' then 0 else 1 end`.as('has_question'))
        .where('r.learner_id', '<>', tutorId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('tutor_requests as o')
                .select('o.id')
                .whereRef('o.learner_id', '=', 'r.learner_id')
                .where('o.answered_at', 'is', null)
                .where((eb) =>
                  eb.or([
                    eb('o.created_at', '<', eb.ref('r.created_at')),
                    eb.and([eb('o.created_at', '=', eb.ref('r.created_at')), eb('o.id', '<', eb.ref('r.id'))]),
                  ]),
                ),
            ),
          ),
        )
        .orderBy('r.created_at')
        .orderBy('r.id')
        .limit(limit);
      if (filter.level === 'none') query = query.where('r.level', 'is', null);
      else if (filter.level) query = query.where('r.level', '=', filter.level);
      if (filter.mode) query = query.where('r.mode', '=', filter.mode);
      return query.execute();
    },

    /** How many requests wait now, and since when the oldest has. */
    async waiting(now: number): Promise<{ count: number; oldestAt: number | null }> {
      const row = await waitingNow(now)
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('r.created_at').as('oldest')])
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), oldestAt: row.oldest === null ? null : Number(row.oldest) };
    },

    /** The request this tutor holds (a claim past its time too, until another tutor takes it). */
    held(tutorId: string): Promise<RequestRow | undefined> {
      return db
        .selectFrom('tutor_requests')
        .selectAll()
        .where('claimed_by', '=', tutorId)
        .where('answered_at', 'is', null)
        .orderBy('claimed_until', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Claims a request for a tutor. Claims run one at a time (an advisory lock
     * on PostgreSQL), so a tutor cannot take two at once, and two tutors
     * cannot take one request.
     */
    async claim(
      id: string,
      tutorId: string,
      now: number,
      until: number,
    ): Promise<'done' | 'not-found' | 'own' | 'taken' | 'holding-another' | 'not-first'> {
      return db.transaction().execute(async (trx) => {
        await lock(trx, CLAIM_LOCK);
        const row = await trx.selectFrom('tutor_requests').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row || row.answered_at !== null) return 'not-found';
        if (row.learner_id === tutorId) return 'own';
        if (row.claimed_by === tutorId) return 'done';
        if (row.claimed_by !== null && Number(row.claimed_until) > now) return 'taken';
        const holding = await trx
          .selectFrom('tutor_requests')
          .select('id')
          .where('claimed_by', '=', tutorId)
          .where('answered_at', 'is', null)
          .executeTakeFirst();
        if (holding) return 'holding-another';
        const older = await trx
          .selectFrom('tutor_requests')
          .select('id')
          .where('learner_id', '=', row.learner_id)
          .where('answered_at', 'is', null)
          .where('id', '<>', row.id)
          .where((eb) =>
            eb.or([
              eb('created_at', '<', row.created_at),
              eb.and([eb('created_at', '=', row.created_at), eb('id', '<', row.id)]),
            ]),
          )
          .executeTakeFirst();
        if (older) return 'not-first';
        await trx
          .updateTable('tutor_requests')
          .set({ claimed_by: tutorId, claimed_until: until })
          .where('id', '=', id)
          .execute();
        return 'done';
      });
    },

    async release(id: string, tutorId: string): Promise<void> {
      await db
        .updateTable('tutor_requests')
        .set({ claimed_by: null, claimed_until: null })
        .where('id', '=', id)
        .where('claimed_by', '=', tutorId)
        .where('answered_at', 'is', null)
        .execute();
    },

    /** Stores the answer if the tutor still holds the request; false when they do not. */
    async answer(
      id: string,
      tutorId: string,
      now: number,
      answer: {
        comments: Omit<CommentRow, 'request_id'>[];
        wentWell: string;
        toPractise: string;
        suggestedLevel: string | null;
      },
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('tutor_requests')
          .set({
            tutor_id: tutorId,
            answered_at: now,
            went_well: answer.wentWell,
            to_practise: answer.toPractise,
            suggested_level: answer.suggestedLevel,
            claimed_by: null,
            claimed_until: null,
          })
          .where('id', '=', id)
          .where('claimed_by', '=', tutorId)
          .where('answered_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        if (answer.comments.length)
          await trx
            .insertInto('tutor_comments')
            .values(answer.comments.map((c) => ({ ...c, request_id: id })))
            .execute();
        return true;
      });
    },

    /** The requests a tutor answered, with comments (optionally only those with a follow-up to answer). */
    async answeredBy(tutorId: string, options: { followUpsOnly: boolean; onlyId?: string }) {
      let query = db
        .selectFrom('tutor_requests as r')
        .leftJoin('users as u', 'u.id', 'r.tutor_id')
        .selectAll('r')
        .select(['u.username as tutor_name', 'u.email as tutor_email'])
        .where('r.tutor_id', '=', tutorId)
        .orderBy('r.answered_at');
      if (options.followUpsOnly) query = query.where('r.follow_up', 'is not', null).where('r.reply', 'is', null);
      if (options.onlyId) query = query.where('r.id', '=', options.onlyId);
      return withCommentsAndReports(db, await query.execute());
    },

    async tutorCounts(tutorId: string): Promise<{ answered: number; thanks: number }> {
      const row = await db
        .selectFrom('tutor_requests')
        .select((eb) => [eb.fn.countAll<number>().as('answered'), eb.fn.count<number>('thanked_at').as('thanks')])
        .where('tutor_id', '=', tutorId)
        .executeTakeFirstOrThrow();
      return { answered: Number(row.answered), thanks: Number(row.thanks) };
    },

    /** A learner's change to an answered request of theirs (seen, thanked, follow-up); false when nothing matched. */
    async updateAnswered(
      learnerId: string,
      id: string,
      set: Partial<Pick<RequestRow, 'seen_at' | 'thanked_at' | 'follow_up' | 'follow_up_at'>>,
      onlyIfNull: 'seen_at' | 'thanked_at' | 'follow_up',
    ): Promise<boolean> {
      const result = await db
        .updateTable('tutor_requests')
        .set(set)
        .where('id', '=', id)
        .where('learner_id', '=', learnerId)
        .where('answered_at', 'is not', null)
        .where(onlyIfNull, 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async reply(tutorId: string, id: string, reply: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('tutor_requests')
        .set({ reply, replied_at: now })
        .where('id', '=', id)
        .where('tutor_id', '=', tutorId)
        .where('follow_up', 'is not', null)
        .where('reply', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** False when the learner already reported this comment. */
    async addReport(row: ReportRow): Promise<boolean> {
      const result = await db
        .insertInto('tutor_reports')
        .values(row)
        .onConflict((oc) => oc.columns(['request_id', 'comment_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Open reports on tutors' answers, oldest first, with the reported words and the tutor's e-mail address. */
    async openReports() {
      const rows = await db
        .selectFrom('tutor_reports as p')
        .innerJoin('tutor_requests as r', 'r.id', 'p.request_id')
        .leftJoin('tutor_comments as c', (join) =>
          join.onRef('c.request_id', '=', 'p.request_id').onRef('c.id', '=', 'p.comment_id'),
        )
        .leftJoin('users as u', 'u.id', 'p.tutor_id')
        .select([
          'p.id',
          'p.request_id',
          'p.comment_id',
          'p.note',
          'p.created_at',
          'p.tutor_id',
          'u.email as tutor_email',
          'c.note as comment_note',
          'c.rewrite as comment_rewrite',
          'r.went_well',
          'r.to_practise',
        ])
        .where('p.resolved_at', 'is', null)
        .orderBy('p.created_at')
        .execute();
      return rows;
    },

    async resolveReports(filter: { id?: string; tutorId?: string }, now: number): Promise<number> {
      let query = db.updateTable('tutor_reports').set({ resolved_at: now }).where('resolved_at', 'is', null);
      if (filter.id) query = query.where('id', '=', filter.id);
      if (filter.tutorId) query = query.where('tutor_id', '=', filter.tutorId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** For the volunteers: answers' wait times in [from, to), and the tutors who took or answered a text then. */
    async activity(from: number, to: number): Promise<{ waits: number[]; tutors: number }> {
      const answered = await db
        .selectFrom('tutor_requests')
        .select(['created_at', 'answered_at', 'tutor_id'])
        .where('answered_at', '>=', from)
        .where('answered_at', '<', to)
        .execute();
      const holding = await db
        .selectFrom('tutor_requests')
        .select('claimed_by')
        .where('claimed_by', 'is not', null)
        .where('claimed_until', '>=', from)
        .execute();
      const tutors = new Set<string>();
      for (const r of answered) if (r.tutor_id) tutors.add(r.tutor_id);
      for (const r of holding) if (r.claimed_by) tutors.add(r.claimed_by);
      return {
        waits: answered.map((r) => Number(r.answered_at) - Number(r.created_at)),
        tutors: tutors.size,
      };
    },
  };
}
export type TutoringRepository = ReturnType<typeof createTutoringRepository>;

async function releaseAllOf(trx: Executor, tutorId: string) {
  await trx
    .updateTable('tutor_requests')
    .set({ claimed_by: null, claimed_until: null })
    .where('claimed_by', '=', tutorId)
    .where('answered_at', 'is', null)
    .execute();
}

type WithTutor = RequestRow & { tutor_name: string | null; tutor_email: string | null };
export type FullRequest = WithTutor & { comments: CommentRow[]; reportedIds: string[] };

/** The requests with their comments (in the text's order) and the ids their learners reported. */
async function withCommentsAndReports(db: Db, rows: WithTutor[]): Promise<FullRequest[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [comments, reports] = await Promise.all([
    db.selectFrom('tutor_comments').selectAll().where('request_id', 'in', ids).orderBy('span_start').execute(),
    db.selectFrom('tutor_reports').select(['request_id', 'comment_id']).where('request_id', 'in', ids).execute(),
  ]);
  return rows.map((r) => ({
    ...r,
    comments: comments.filter((c) => c.request_id === r.id),
    reportedIds: reports.filter((p) => p.request_id === r.id).map((p) => p.comment_id),
  }));
}
