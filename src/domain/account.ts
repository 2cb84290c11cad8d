import { z } from 'zod';
import { AUTH_MESSAGES, MAX_PASSWORD_LENGTH } from './auth.ts';

export const ACCOUNT_MESSAGES = {
  notFound: 'This account does not exist.',
  /** Deleting the account asks for its password only: the e-mail is the session's (decision 003). */
  wrongPassword: 'The password is not correct.',
  exportLimit: 'You downloaded your data many times this hour. Please try again later.',
} as const;

export const accountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  securityQuestion: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});

const at = z.string().nullable();

/**
 * GET /api/user/{id}/export: everything we hold about the learner, as a file
 * to keep (Privacy Policy), table by table; no password, answer or token.
 * Stored JSON (event data, totals, preferences) is handed over as it is kept.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    userId: z.string(),
    email: z.string(),
    username: z.string(),
    securityQuestion: z.string(),
    createdAt: at,
    lastLoginAt: at,
    lockedAt: at,
  }),
  sessions: z.array(z.object({ createdAt: at, lastSeenAt: at, expiresAt: at })),
  preferences: z
    .object({ timeZone: z.string(), preferences: z.unknown(), hideFromLeaderboard: z.boolean(), updatedAt: at })
    .nullable(),
  events: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      occurredAt: at,
      recordedAt: at,
      xp: z.number(),
      data: z.unknown(),
    }),
  ),
  progress: z.object({
    totals: z.object({ points: z.number(), data: z.unknown(), updatedAt: at }).nullable(),
    days: z.array(z.object({ day: z.string(), data: z.unknown() })),
    weeklyPoints: z.array(z.object({ weekStart: at, points: z.number() })),
  }),
  passagesOpened: z.array(z.object({ passageKey: z.string(), firstOpenedAt: at })),
  words: z.array(
    z.object({
      word: z.string(),
      definition: z.string(),
      sentence: z.string(),
      senseKey: z.string().nullable(),
      addedAt: at,
      dueAt: at,
      intervalDays: z.number(),
      ease: z.number(),
      reviews: z.number(),
    }),
  ),
  writingAttempts: z.array(
    z.object({
      id: z.string(),
      taskKey: z.string(),
      mode: z.string(),
      text: z.string(),
      words: z.number(),
      seconds: z.number(),
      score: z.number(),
      band: z.number().nullable(),
      cefr: z.string().nullable(),
      findings: z.number(),
      createdAt: at,
      title: z.string().nullable(),
      prompt: z.string().nullable(),
    }),
  ),
  createdContent: z.object({
    passages: z.array(
      z.object({ key: z.string(), level: z.string(), topic: z.string(), title: z.string(), createdAt: at }),
    ),
    writingTasks: z.array(z.object({ key: z.string(), mode: z.string(), title: z.string(), createdAt: at })),
  }),
  limits: z.array(z.object({ key: z.string(), count: z.number(), resetAt: at })),
  reports: z.array(
    z.object({ itemKey: z.string(), reason: z.string(), note: z.string(), createdAt: at, resolvedAt: at }),
  ),
  resetCodes: z.array(z.object({ createdAt: at, expiresAt: at, usedAt: at })),
  volunteerActions: z.array(z.object({ at, action: z.string(), outcome: z.string() })),
  /** Volunteer tutors (decision 038): as a learner, the texts sent and the answers; as a tutor, what they wrote. */
  tutoring: z.object({
    requests: z.array(z.object({ as: z.enum(['learner', 'tutor']), id: z.string() }).loose()),
    commentsWritten: z.array(z.object({ requestId: z.string(), note: z.string() }).loose()),
    reportsSent: z.array(z.object({ requestId: z.string(), commentId: z.string(), note: z.string() }).loose()),
    tutorRole: z.object({ grantedAt: at, suspendedAt: at }).nullable(),
  }),
});

/** Deleting an account asks for the password again. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .trim()
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
