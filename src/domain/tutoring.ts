// Volunteer tutors read learners' writing (decision 038). A learner asks a
// tutor to read one finished text; a tutor, made one by a site volunteer,
// takes the oldest waiting text from a queue that shows each learner's
// oldest only, marks words in it with short notes, writes what went well and
// one thing to practise, and sends it. The learner reads it on the text,
// thanks the tutor, may ask one follow-up question, or reports it.
import { z } from 'zod';
import { WRITING_MODES } from './enums.ts';
import { REPORT_MESSAGES } from './generation.ts';

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export const TUTOR_RULES = {
  /** Requests a learner may have waiting or being read at once. */
  openPerLearner: 2,
  /** Requests a learner may send in seven days (withdrawn ones count too: each was a tutor's time offered). */
  perLearnerPerWeek: 4,
  weekMs: 7 * 24 * 60 * 60 * 1000,
  /** How long a claim holds a text for its tutor; after it, the text is back in the queue. */
  claimMs: 60 * 60 * 1000,
  /** Texts a tutor holds at once: one, so no tutor sits on the queue. */
  claimsPerTutor: 1,
  /** A tutor reads texts of up to this many words (a learner's longest task is 250). */
  maxWords: 600,
  maxComments: 20,
  questionMax: 300,
  commentMax: 400,
  overallMax: 800,
  replyMax: 800,
  reportNoteMax: 500,
  /** Reports a learner may send on tutors' answers in a day. */
  reportsPerDay: 5,
  /** The queue a tutor sees at once (summaries only). */
  queuePage: 30,
} as const;

/** What the server says, word for word in English; the pages show each in the interface language (decision 036). */
export const TUTOR_MESSAGES = {
  notTutor: 'Only volunteer tutors can open this page.',
  notYet: 'You can ask a tutor after a day of practice: read, take quizzes or write today, and ask tomorrow.',
  suspended: 'Your tutor role is paused. Please contact the people who run the site.',
  tooManyOpen: 'You already have two texts waiting for a tutor. Please wait for an answer, or withdraw one.',
  tooManyThisWeek: 'You have asked tutors many times this week. Thank you. Please ask again next week.',
  alreadyAsked: 'You have already asked a tutor to read this text.',
  textNotFound: 'We could not find this text. Please open your writing again.',
  textTooLong: 'Tutors read texts of up to 600 words. Please ask about a shorter text.',
  requestNotFound: 'We could not find this request.',
  alreadyClaimed: 'A tutor is reading this text now, so you cannot withdraw it.',
  claimTaken: 'Another tutor took this text. Please choose another.',
  oneAtATime: 'Send your answer to the text you are reading before you take another.',
  claimLost: 'Your time with this text ran out and it went back to the queue.',
  ownText: 'You cannot answer your own text.',
  notFirstOfLearner: 'This learner has an older text waiting. Please read that one first.',
  spanOutside: 'A comment marks words that are not in the text.',
  spansOverlap: 'Two comments mark the same words. Please join them into one.',
  notAnswered: 'No tutor has answered this request yet.',
  followUpOnce: 'You have already asked your follow-up question.',
  noFollowUp: 'There is no follow-up question to answer.',
  alreadyReplied: 'You have already answered this follow-up question.',
  alreadyReported: 'You have already reported this answer. A volunteer will read it.',
  commentNotFound: 'We could not find this comment.',
  questionTooLong: 'Please keep your question under 300 characters.',
  commentTooLong: 'Please keep each comment under 400 characters.',
  overallTooLong: 'Please keep each part of your note under 800 characters.',
  overallEmpty: 'Please write one thing done well and one thing to practise.',
  commentEmpty: 'Please write a short note for each comment.',
  tooManyComments: 'Please write at most 20 comments.',
  replyEmpty: 'Please write your answer first.',
  replyTooLong: 'Please keep your answer under 800 characters.',
  followUpEmpty: 'Please write your question first.',
} as const;

// ── Learners ────────────────────────────────────────────────────────────────

/** POST /api/user/:id/tutor-requests. The id is the device's, so the outbox's replay asks once. */
export const askTutorRequestSchema = z.object({
  id: z.uuid(),
  attemptId: z.string().min(1).max(100),
  question: z.string().trim().max(TUTOR_RULES.questionMax, TUTOR_MESSAGES.questionTooLong).default(''),
});
export type AskTutorRequest = z.infer<typeof askTutorRequestSchema>;

export const tutorCommentSchema = z.object({
  id: z.string(),
  /** Character offsets into the text as the learner sent it: [start, end). */
  start: z.number().int(),
  end: z.number().int(),
  note: z.string(),
  /** The tutor's suggested wording for the marked words; null when none. */
  rewrite: z.string().nullable(),
});
export type TutorComment = z.infer<typeof tutorCommentSchema>;

export const followUpSchema = z.object({
  question: z.string(),
  askedAt: z.iso.datetime(),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
});

/** A tutor's answer as both sides see it. */
export const tutorAnswerSchema = z.object({
  /** The tutor's display name; null once the tutor deleted their account. */
  tutorName: z.string().nullable(),
  answeredAt: z.iso.datetime(),
  comments: z.array(tutorCommentSchema),
  wentWell: z.string(),
  toPractise: z.string(),
  suggestedLevel: z.enum(CEFR_LEVELS).nullable(),
  thanked: z.boolean(),
  followUp: followUpSchema.nullable(),
});
export type TutorAnswer = z.infer<typeof tutorAnswerSchema>;

/** waiting: in the queue; reading: a tutor holds it now; answered: the answer is here. */
export const TUTOR_REQUEST_STATUSES = ['waiting', 'reading', 'answered'] as const;
export type TutorRequestStatus = (typeof TUTOR_REQUEST_STATUSES)[number];

/** What the tutor is shown of the text, kept as it was when the learner asked (comments point into it). */
const requestedTextFields = {
  id: z.string(),
  taskTitle: z.string(),
  taskPrompt: z.string(),
  mode: z.enum(WRITING_MODES),
  /** The site's estimate of the text's level when asked; null when it was too short to judge. */
  level: z.enum(CEFR_LEVELS).nullable(),
  text: z.string(),
  question: z.string(),
  createdAt: z.iso.datetime(),
};

export const learnerTutorRequestSchema = z.object({
  ...requestedTextFields,
  attemptId: z.string(),
  status: z.enum(TUTOR_REQUEST_STATUSES),
  answer: tutorAnswerSchema.nullable(),
  /** Comment ids the learner reported (their words are not shown again); 'note' when the overall note. */
  reported: z.array(z.string()),
  /** Whether the learner has opened the answer (the Hub says "A tutor answered" until then). */
  seen: z.boolean(),
});
export type LearnerTutorRequest = z.infer<typeof learnerTutorRequestSchema>;
export const learnerTutorRequestsResponseSchema = z.object({
  requests: z.array(learnerTutorRequestSchema),
  /** False until the learner has a day of practice on record (decision 038): asking is refused until then. */
  mayAsk: z.boolean(),
});
export type LearnerTutorRequestsResponse = z.infer<typeof learnerTutorRequestsResponseSchema>;

export const followUpRequestSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, TUTOR_MESSAGES.followUpEmpty)
    .max(TUTOR_RULES.questionMax, TUTOR_MESSAGES.questionTooLong),
});

/** A report of a tutor's comment ('note': the overall note). */
export const reportTutorAnswerSchema = z.object({
  commentId: z.string().min(1).max(100),
  note: z.string().trim().max(TUTOR_RULES.reportNoteMax, REPORT_MESSAGES.noteTooLong).default(''),
});
export type ReportTutorAnswer = z.infer<typeof reportTutorAnswerSchema>;

// ── Tutors ──────────────────────────────────────────────────────────────────

/** A waiting text as the queue shows it: no name, no words of the text. */
export const queueItemSchema = z.object({
  id: z.string(),
  taskTitle: z.string(),
  mode: z.enum(WRITING_MODES),
  level: z.enum(CEFR_LEVELS).nullable(),
  words: z.number().int(),
  hasQuestion: z.boolean(),
  waitingSince: z.iso.datetime(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const tutorRequestSchema = z.object({
  ...requestedTextFields,
  /** The learner's display name, never their e-mail address. */
  learnerName: z.string(),
  /** While the tutor holds it: when it goes back to the queue. */
  claimedUntil: z.iso.datetime().nullable(),
  answer: tutorAnswerSchema.nullable(),
});
export type TutorRequest = z.infer<typeof tutorRequestSchema>;

export const queueQuerySchema = z.object({
  level: z.enum([...CEFR_LEVELS, 'none']).optional(),
  mode: z.enum(WRITING_MODES).optional(),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

export const tutorQueueResponseSchema = z.object({
  /** Oldest first, each learner's oldest waiting text only, after the filters. */
  waiting: z.array(queueItemSchema),
  /** All texts waiting, before the filters and the one-per-learner rule. */
  waitingTotal: z.number().int(),
  /** The text this tutor holds now, whole. */
  claimed: tutorRequestSchema.nullable(),
  /** This tutor's answers with a follow-up question still to answer. */
  followUps: z.array(tutorRequestSchema),
  answered: z.number().int(),
  thanks: z.number().int(),
});
export type TutorQueueResponse = z.infer<typeof tutorQueueResponseSchema>;

const commentInputSchema = z
  .object({
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    note: z
      .string()
      .trim()
      .min(1, TUTOR_MESSAGES.commentEmpty)
      .max(TUTOR_RULES.commentMax, TUTOR_MESSAGES.commentTooLong),
    rewrite: z
      .string()
      .trim()
      .max(TUTOR_RULES.commentMax, TUTOR_MESSAGES.commentTooLong)
      .nullish()
      .transform((r) => r || null),
  })
  .refine((c) => c.end > c.start, { message: TUTOR_MESSAGES.spanOutside });

const overall = z
  .string()
  .trim()
  .min(1, TUTOR_MESSAGES.overallEmpty)
  .max(TUTOR_RULES.overallMax, TUTOR_MESSAGES.overallTooLong);

export const tutorAnswerRequestSchema = z.object({
  comments: z.array(commentInputSchema).max(TUTOR_RULES.maxComments, TUTOR_MESSAGES.tooManyComments),
  wentWell: overall,
  toPractise: overall,
  suggestedLevel: z.enum(CEFR_LEVELS).nullable().default(null),
});
export type TutorAnswerRequest = z.infer<typeof tutorAnswerRequestSchema>;

export const followUpReplySchema = z.object({
  reply: z.string().trim().min(1, TUTOR_MESSAGES.replyEmpty).max(TUTOR_RULES.replyMax, TUTOR_MESSAGES.replyTooLong),
});

export const tutorRequestParamsSchema = z.object({ requestId: z.string().min(1).max(100) });

/** Whether comments fit the text and do not overlap; the refusal's message when not. */
export function checkCommentSpans(text: string, comments: { start: number; end: number }[]): string | null {
  const sorted = [...comments].sort((a, b) => a.start - b.start);
  let lastEnd = 0;
  for (const c of sorted) {
    if (c.end > text.length || c.start < 0 || c.end <= c.start) return TUTOR_MESSAGES.spanOutside;
    if (c.start < lastEnd) return TUTOR_MESSAGES.spansOverlap;
    lastEnd = c.end;
  }
  return null;
}

export const withdrawnResponseSchema = z.object({ withdrawn: z.literal(true) });
export const releasedResponseSchema = z.object({ released: z.literal(true) });

/** The learner's page of tutors' answers, and the tutor's page (SIGNED_IN_ROUTES). */
export const TUTOR_ANSWERS_PATH = '/tutor-answers';
export const TUTOR_PATH = '/tutor';
