// Volunteer tutors' rules (decision 038). The routes and the volunteers'
// commands both come here. A learner sees only their own requests; a tutor
// sees the queue's summaries, the text they hold, and their own answers.
// Nobody can write to anybody: the only words that travel are a learner's
// question on their text and a tutor's answer to it.
import { displayName } from '#src/domain/auth.ts';
import type { WritingMode } from '#src/domain/enums.ts';
import { REPORT_MESSAGES } from '#src/domain/generation.ts';
import { countWords } from '#src/domain/text.ts';
import {
  type AskTutorRequest,
  type CefrLevel,
  checkCommentSpans,
  type LearnerTutorRequest,
  type QueueQuery,
  type ReportTutorAnswer,
  TUTOR_MESSAGES,
  TUTOR_RULES,
  type TutorAnswer,
  type TutorAnswerRequest,
  type TutorQueueResponse,
  type TutorRequest,
} from '#src/domain/tutoring.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import { countAttempt } from '#src/server/rate-limits/attempts.ts';
import type { RateLimitRepository } from '#src/server/rate-limits/repository.ts';
import { type FullRequest, newId, type TutoringRepository } from './repository.ts';

const DAY_MS = 86_400_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const isoOf = (ms: number) => new Date(Number(ms)).toISOString();

/** The tutor's answer as both sides see it; null until there is one. */
function answerOf(r: FullRequest): TutorAnswer | null {
  if (r.answered_at === null) return null;
  return {
    tutorName: r.tutor_id === null || r.tutor_email === null ? null : displayName(r.tutor_email, r.tutor_name),
    answeredAt: isoOf(r.answered_at),
    comments: r.comments.map((c) => ({
      id: c.id,
      start: Number(c.span_start),
      end: Number(c.span_end),
      note: c.note,
      rewrite: c.rewrite,
    })),
    wentWell: r.went_well ?? '',
    toPractise: r.to_practise ?? '',
    suggestedLevel: (r.suggested_level as CefrLevel | null) ?? null,
    thanked: r.thanked_at !== null,
    followUp:
      r.follow_up === null || r.follow_up_at === null
        ? null
        : { question: r.follow_up, askedAt: isoOf(r.follow_up_at), reply: r.reply, repliedAt: iso(r.replied_at) },
  };
}

const textFields = (r: FullRequest | Omit<FullRequest, 'comments' | 'reportedIds'>) => ({
  id: r.id,
  taskTitle: r.task_title,
  taskPrompt: r.task_prompt,
  mode: r.mode as WritingMode,
  level: (r.level as CefrLevel | null) ?? null,
  text: r.text,
  question: r.question,
  createdAt: isoOf(r.created_at),
});

export function createTutoring(
  repo: TutoringRepository,
  {
    limits,
    now = Date.now,
    isEstablished,
  }: {
    limits: RateLimitRepository;
    now?: () => number;
    /**
     * Whether the learner has practice on record from a day ago (decision 027): the queue is the tutors' time,
     * shared by all, and throwaway accounts made a minute ago cannot fill it.
     */
    isEstablished: (learnerId: string) => Promise<boolean>;
  },
) {
  function learnerView(r: FullRequest, at: number): LearnerTutorRequest {
    const answer = answerOf(r);
    // A reported comment's words are not shown again to the learner who reported it.
    const reported = new Set(r.reportedIds);
    if (answer) {
      answer.comments = answer.comments.filter((c) => !reported.has(c.id));
      if (reported.has('note')) Object.assign(answer, { wentWell: '', toPractise: '' });
    }
    return {
      ...textFields(r),
      attemptId: r.attempt_id,
      status:
        r.answered_at !== null
          ? 'answered'
          : r.claimed_by !== null && Number(r.claimed_until) > at
            ? 'reading'
            : 'waiting',
      answer,
      reported: r.reportedIds,
      seen: r.seen_at !== null,
    };
  }

  async function tutorView(r: FullRequest | undefined): Promise<TutorRequest | null> {
    if (!r) return null;
    return {
      ...textFields(r),
      learnerName: await repo.displayNameOf(r.learner_id),
      claimedUntil: r.answered_at === null ? iso(r.claimed_until) : null,
      answer: answerOf(r),
    };
  }

  async function ownRequest(learnerId: string, id: string): Promise<LearnerTutorRequest> {
    const [row] = await repo.learnerRequests(learnerId, id);
    if (!row) throw new Refusal('not-found', TUTOR_MESSAGES.requestNotFound);
    return learnerView(row, now());
  }

  /** A learner's change to their answered request: refused when it is not theirs, or not answered yet. */
  async function changeAnswered(
    learnerId: string,
    id: string,
    change: () => Promise<boolean>,
    already: string | null,
  ): Promise<LearnerTutorRequest> {
    const before = await ownRequest(learnerId, id);
    if (before.status !== 'answered') throw new Refusal('taken', TUTOR_MESSAGES.notAnswered);
    if (!(await change()) && already) throw new Refusal('taken', already);
    return ownRequest(learnerId, id);
  }

  async function held(tutorId: string): Promise<FullRequest | undefined> {
    const row = await repo.held(tutorId);
    if (!row) return undefined;
    return { ...row, tutor_name: null, tutor_email: null, comments: [], reportedIds: [] };
  }

  return {
    // ── Learners ──

    async ask(learnerId: string, request: AskTutorRequest): Promise<LearnerTutorRequest> {
      const [replay] = await repo.learnerRequests(learnerId, request.id);
      if (replay) return learnerView(replay, now());
      const attempt = await repo.attempt(learnerId, request.attemptId);
      if (!attempt) throw new Refusal('not-found', TUTOR_MESSAGES.textNotFound);
      if (!(await isEstablished(learnerId))) throw new Refusal('invalid', TUTOR_MESSAGES.notYet);
      const words = countWords(attempt.text);
      if (words > TUTOR_RULES.maxWords) throw new Refusal('invalid', TUTOR_MESSAGES.textTooLong);
      const at = now();
      await countAttempt(
        limits,
        `tutor-ask:${learnerId}`,
        { max: TUTOR_RULES.perLearnerPerWeek, windowMs: TUTOR_RULES.weekMs },
        at,
        TUTOR_MESSAGES.tooManyThisWeek,
      );
      const outcome = await repo.insertRequest(
        {
          id: request.id,
          learner_id: learnerId,
          attempt_id: attempt.id,
          task_title: attempt.title ?? attempt.task_title ?? '',
          task_prompt: attempt.prompt ?? '',
          mode: attempt.mode,
          level: attempt.cefr,
          text: attempt.text,
          words,
          question: request.question,
          created_at: at,
          claimed_by: null,
          claimed_until: null,
          tutor_id: null,
          answered_at: null,
          went_well: null,
          to_practise: null,
          suggested_level: null,
          seen_at: null,
          thanked_at: null,
          follow_up: null,
          follow_up_at: null,
          reply: null,
          replied_at: null,
        },
        TUTOR_RULES.openPerLearner,
      );
      if (outcome === 'asked') throw new Refusal('taken', TUTOR_MESSAGES.alreadyAsked);
      if (outcome === 'too-many') throw new Refusal('taken', TUTOR_MESSAGES.tooManyOpen);
      return ownRequest(learnerId, request.id);
    },

    async list(learnerId: string): Promise<{ requests: LearnerTutorRequest[]; mayAsk: boolean }> {
      const at = now();
      const [rows, mayAsk] = await Promise.all([repo.learnerRequests(learnerId), isEstablished(learnerId)]);
      return { requests: rows.map((r) => learnerView(r, at)), mayAsk };
    },

    async withdraw(learnerId: string, id: string): Promise<void> {
      await ownRequest(learnerId, id);
      if (!(await repo.withdraw(learnerId, id, now()))) throw new Refusal('taken', TUTOR_MESSAGES.alreadyClaimed);
    },

    seen: (learnerId: string, id: string) =>
      changeAnswered(learnerId, id, () => repo.updateAnswered(learnerId, id, { seen_at: now() }, 'seen_at'), null),

    thank: (learnerId: string, id: string) =>
      changeAnswered(
        learnerId,
        id,
        () => repo.updateAnswered(learnerId, id, { thanked_at: now() }, 'thanked_at'),
        null,
      ),

    followUp: (learnerId: string, id: string, question: string) =>
      changeAnswered(
        learnerId,
        id,
        () => repo.updateAnswered(learnerId, id, { follow_up: question, follow_up_at: now() }, 'follow_up'),
        TUTOR_MESSAGES.followUpOnce,
      ),

    /** A learner's report on a comment or the note goes to the volunteers (npm run admin -- reports). */
    async report(learnerId: string, id: string, report: ReportTutorAnswer): Promise<LearnerTutorRequest> {
      const [row] = await repo.learnerRequests(learnerId, id);
      if (!row) throw new Refusal('not-found', TUTOR_MESSAGES.requestNotFound);
      if (row.answered_at === null) throw new Refusal('taken', TUTOR_MESSAGES.notAnswered);
      if (report.commentId !== 'note' && !row.comments.some((c) => c.id === report.commentId))
        throw new Refusal('not-found', TUTOR_MESSAGES.commentNotFound);
      if (row.reportedIds.includes(report.commentId)) throw new Refusal('taken', TUTOR_MESSAGES.alreadyReported);
      const at = now();
      await countAttempt(
        limits,
        `tutor-report:${learnerId}`,
        { max: TUTOR_RULES.reportsPerDay, windowMs: DAY_MS },
        at,
        REPORT_MESSAGES.tooMany,
      );
      const added = await repo.addReport({
        id: newId(),
        request_id: id,
        comment_id: report.commentId,
        learner_id: learnerId,
        tutor_id: row.tutor_id,
        note: report.note,
        created_at: at,
        resolved_at: null,
      });
      if (!added) throw new Refusal('taken', TUTOR_MESSAGES.alreadyReported);
      return ownRequest(learnerId, id);
    },

    // ── Tutors ──

    async queue(tutorId: string, filter: QueueQuery): Promise<TutorQueueResponse> {
      const at = now();
      const [waiting, total, mine, followUps, counts] = await Promise.all([
        repo.queue(tutorId, filter, at, TUTOR_RULES.queuePage),
        repo.waiting(at),
        held(tutorId),
        repo.answeredBy(tutorId, { followUpsOnly: true }),
        repo.tutorCounts(tutorId),
      ]);
      return {
        waiting: waiting.map((r) => ({
          id: r.id,
          taskTitle: r.task_title,
          mode: r.mode as WritingMode,
          level: (r.level as CefrLevel | null) ?? null,
          words: Number(r.words),
          hasQuestion: Number(r.has_question) === 1,
          waitingSince: isoOf(r.created_at),
        })),
        waitingTotal: total.count,
        claimed: await tutorView(mine),
        followUps: (await Promise.all(followUps.map(tutorView))).filter((r) => r !== null),
        ...counts,
      };
    },

    async claim(tutorId: string, id: string): Promise<TutorRequest> {
      const at = now();
      const outcome = await repo.claim(id, tutorId, at, at + TUTOR_RULES.claimMs);
      if (outcome === 'not-found') throw new Refusal('not-found', TUTOR_MESSAGES.requestNotFound);
      if (outcome === 'own') throw new Refusal('taken', TUTOR_MESSAGES.ownText);
      if (outcome === 'taken') throw new Refusal('taken', TUTOR_MESSAGES.claimTaken);
      if (outcome === 'holding-another') throw new Refusal('taken', TUTOR_MESSAGES.oneAtATime);
      if (outcome === 'not-first') throw new Refusal('taken', TUTOR_MESSAGES.notFirstOfLearner);
      return (await tutorView(await held(tutorId))) as TutorRequest;
    },

    async release(tutorId: string, id: string): Promise<void> {
      await repo.release(id, tutorId);
    },

    async answer(tutorId: string, id: string, answer: TutorAnswerRequest): Promise<TutorRequest> {
      const row = await repo.findRequest(id);
      if (!row) throw new Refusal('not-found', TUTOR_MESSAGES.requestNotFound);
      if (row.claimed_by !== tutorId || row.answered_at !== null) throw new Refusal('taken', TUTOR_MESSAGES.claimLost);
      const wrong = checkCommentSpans(row.text, answer.comments);
      if (wrong) throw new Refusal('invalid', wrong);
      const stored = await repo.answer(id, tutorId, now(), {
        comments: answer.comments.map((c, i) => ({
          id: `c${i + 1}`,
          tutor_id: tutorId,
          span_start: c.start,
          span_end: c.end,
          note: c.note,
          rewrite: c.rewrite,
        })),
        wentWell: answer.wentWell,
        toPractise: answer.toPractise,
        suggestedLevel: answer.suggestedLevel,
      });
      if (!stored) throw new Refusal('taken', TUTOR_MESSAGES.claimLost);
      const [done] = await repo.answeredBy(tutorId, { followUpsOnly: false, onlyId: id });
      return (await tutorView(done)) as TutorRequest;
    },

    async reply(tutorId: string, id: string, reply: string): Promise<TutorRequest> {
      const [row] = await repo.answeredBy(tutorId, { followUpsOnly: false, onlyId: id });
      if (!row) throw new Refusal('not-found', TUTOR_MESSAGES.requestNotFound);
      if (row.follow_up === null) throw new Refusal('taken', TUTOR_MESSAGES.noFollowUp);
      if (!(await repo.reply(tutorId, id, reply, now()))) throw new Refusal('taken', TUTOR_MESSAGES.alreadyReplied);
      const [done] = await repo.answeredBy(tutorId, { followUpsOnly: false, onlyId: id });
      return (await tutorView(done)) as TutorRequest;
    },

    // ── Volunteers ──

    /** Queue length, the oldest wait, the median time to an answer (30 days) and tutors active in 7 days. */
    async stats(): Promise<TutoringStats> {
      const at = now();
      const [waiting, month, week] = await Promise.all([
        repo.waiting(at),
        repo.activity(at - 30 * DAY_MS, at + 1),
        repo.activity(at - 7 * DAY_MS, at + 1),
      ]);
      return {
        waiting: waiting.count,
        oldestWaitingSeconds: waiting.oldestAt === null ? 0 : Math.max(0, Math.round((at - waiting.oldestAt) / 1000)),
        medianAnswerSeconds: median(month.waits) === null ? null : Math.round((median(month.waits) as number) / 1000),
        answeredLast30Days: month.waits.length,
        tutorsActiveLast7Days: week.tutors,
      };
    },
  };
}
export type Tutoring = ReturnType<typeof createTutoring>;

export type TutoringStats = {
  waiting: number;
  oldestWaitingSeconds: number;
  /** Over the answers of the last 30 days; null when there were none. */
  medianAnswerSeconds: number | null;
  answeredLast30Days: number;
  tutorsActiveLast7Days: number;
};

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
