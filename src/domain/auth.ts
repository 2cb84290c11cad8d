// Account schemas of SPEC §5, shared by the auth dialog and the server, so
// the client is helped early and the server never trusts it.
import { z } from 'zod';
import { SECURITY_QUESTIONS } from './enums.ts';
import { displayNameText } from './input.ts';

/** SPEC §9. */
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_SECURITY_ANSWER_LENGTH = 2;
// Absurd lengths are refused before any hashing ("Bad input").
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_USERNAME_LENGTH = 40;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_SECURITY_ANSWER_LENGTH = 100;

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  newPasswordRequired: 'New password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  passwordsDoNotMatch: 'Passwords do not match',
  usernameRequired: 'Username is required',
  usernameTooLong: `Username must be at most ${MAX_USERNAME_LENGTH} characters long`,
  securityQuestionRequired: 'Security question is required',
  securityAnswerRequired: 'Security answer is required',
  securityAnswerTooShort: 'Security answer must be at least 2 characters long',
  securityAnswerTooLong: `Security answer must be at most ${MAX_SECURITY_ANSWER_LENGTH} characters long`,
  commonPassword: 'This password is too easy to guess. Please choose a less common one.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  wrongCredentials: 'The email or password is not correct.',
  wrongAnswer: 'The security answer is not correct.',
  tooManyAttempts: 'Too many attempts. Please wait {minutes} minutes and try again.',
  resetLocked: 'Too many wrong answers. Password reset is locked for this account for one hour.',
  resetSuccess: 'Password reset successfully! You can now log in with your new password.',
  forgotInfo: 'Answer your security question to choose a new password.',
  notSignedIn: 'Please sign in first.',
  profileEmailMismatch: 'This e-mail address is not the one on your account.',
  notYourAccount: 'You can only see your own account.',
} as const;

// A valid address has one @, no spaces, and a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(MAX_EMAIL_LENGTH, AUTH_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid);

// Controls (a terminal's escape sequences, BEL, DEL), format characters (the right-to-left override, zero-width
// spaces) and spaces of any kind: an address holding one shows as another, in a volunteer's terminal
// (npm run admin) or on a page. Letters of every script stay (internationalised addresses).
const UNSHOWN_IN_EMAIL = /[\p{Cc}\p{Cf}\p{Z}\p{Co}\p{Cn}]/u;

/**
 * An address a new account or a profile is given. Signing in and the reset keep the plain rule, so an account made
 * before this rule can still be reached.
 */
export const newEmailSchema = emailSchema.refine((email) => !UNSHOWN_IN_EMAIL.test(email), AUTH_MESSAGES.emailInvalid);

const passwordFor = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong);

const newPasswordFor = (requiredMessage: string) =>
  passwordFor(requiredMessage).min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort);

export const securityQuestionSchema = z.enum(SECURITY_QUESTIONS, { error: AUTH_MESSAGES.securityQuestionRequired });

const securityAnswerSchema = z
  .string({ error: AUTH_MESSAGES.securityAnswerRequired })
  .trim()
  .min(1, AUTH_MESSAGES.securityAnswerRequired)
  .max(MAX_SECURITY_ANSWER_LENGTH, AUTH_MESSAGES.securityAnswerTooLong);

// Shown on the leaderboard, so no control, direction-override or only-invisible names.
export const usernameSchema = displayNameText(
  { required: AUTH_MESSAGES.usernameRequired, tooLong: AUTH_MESSAGES.usernameTooLong },
  MAX_USERNAME_LENGTH,
);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordFor(AUTH_MESSAGES.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: newEmailSchema,
  password: newPasswordFor(AUTH_MESSAGES.passwordRequired),
  securityQuestion: securityQuestionSchema,
  securityAnswer: securityAnswerSchema.min(MIN_SECURITY_ANSWER_LENGTH, AUTH_MESSAGES.securityAnswerTooShort),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** SPEC §7 profile creation by a signed-in learner: the same path, no password. */
export const profileCreationRequestSchema = z.object({
  username: usernameSchema,
  email: z.union([newEmailSchema, z.literal('')]).optional(),
});
/**
 * POST /api/user/register carries either call of SPEC §7: a registration
 * (with a password) or a signed-in learner's profile creation (without).
 */
export const registerOrProfileRequestSchema = z.union([
  registerRequestSchema,
  // A body with a password is always a registration, so its own messages apply.
  profileCreationRequestSchema.extend({ password: z.never().optional() }),
]);

export const profileCreatedSchema = z.object({
  success: z.literal(true),
  userId: z.string(),
  profile: z.object({ userId: z.string(), username: z.string(), email: z.string() }),
});

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  securityAnswer: securityAnswerSchema,
  newPassword: newPasswordFor(AUTH_MESSAGES.newPasswordRequired),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const signedInUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  /**
   * A volunteer tutor whose role is not paused (decision 038): the top bar shows the Tutor page. The session's
   * answers say it; a device that remembers who signed in, or has just signed in, may not know it yet.
   */
  tutor: z.boolean().optional(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/**
 * GET /api/session: who is signed in on this device. A visitor is a normal
 * answer (user null), not an error the browser logs on every public page.
 */
export const sessionResponseSchema = z.object({ user: signedInUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** SPEC §7: login and register answer userId and profile.username. */
export const authSuccessSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  /** An active volunteer tutor (decision 038); a new account never is. */
  tutor: z.boolean().optional(),
  profile: z.object({ username: z.string() }),
});
export type AuthSuccess = z.infer<typeof authSuccessSchema>;

export const forgotPasswordResponseSchema = z.object({
  success: z.boolean(),
  securityQuestion: z.string(),
  message: z.string(),
});

export const resetPasswordResponseSchema = z.object({ success: z.boolean(), message: z.string() });

/**
 * Security answers are compared without case and extra spaces (decision 009):
 * 'Blue lake' and ' blue  LAKE' are the same answer. This is the form that is
 * hashed at sign-up and tried first at reset.
 */
export function normalizeSecurityAnswer(answer: string): string {
  return answer.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * The forms of a typed answer to try against a stored hash. Hashes made
 * before decision 009 hold the answer exactly as typed (trimmed), so the
 * typed form and its usual capitalisations are tried after the normalized one.
 */
export function securityAnswerCandidates(answer: string): string[] {
  const typed = answer.trim();
  const lower = normalizeSecurityAnswer(answer);
  const capitalised = lower.charAt(0).toLocaleUpperCase('en') + lower.slice(1);
  const titleCase = lower.replace(/(^|\s)(\S)/g, (_, space: string, c: string) => space + c.toLocaleUpperCase('en'));
  return [...new Set([lower, typed, capitalised, titleCase, lower.toLocaleUpperCase('en')])];
}

/**
 * SPEC §3: the username when there is one; otherwise the part of the email
 * before the @, with dots, underscores and hyphens turned into spaces.
 */
export function displayName(email: string, username?: string | null): string {
  const trimmed = username?.trim();
  if (trimmed) return trimmed;
  return (email.split('@')[0] ?? '').replace(/[._-]+/g, ' ').trim() || email;
}

/** Who is signed in, as GET /api/session says it (and a signed-in page, before its code asks). */
export function signedInUser(user: {
  userId: string;
  email: string;
  username?: string | null;
  tutor?: boolean;
}): SignedInUser {
  return {
    userId: user.userId,
    email: user.email,
    name: displayName(user.email, user.username),
    tutor: user.tutor ?? false,
  };
}
