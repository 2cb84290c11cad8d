// A volunteer's one-time reset code (issue 22, decision 010): for a learner
// who forgot both password and security answer. It is read aloud or typed
// from a message, so it uses Crockford's base 32 (no I, L, O or U) and
// forgives the usual mix-ups: case, spaces, dashes, O for 0, I or L for 1.
import { z } from 'zod';
import { registerRequestSchema, resetPasswordRequestSchema } from './auth.ts';

export const RESET_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 5 bits: 80 bits, far beyond guessing within the rate limits and 24 hours. */
export const RESET_CODE_LENGTH = 16;
export const RESET_CODE_HOURS = 24;
/** The site's page for a code; the code rides in the fragment, which browsers never send to a server. */
export const RESET_CODE_PATH = '/reset-code';

export const RESET_CODE_MESSAGES = {
  codeRequired: 'Please type the code the volunteer gave you.',
  codeNotValid:
    'This code does not work. It may be mistyped, used already, or older than 24 hours. Ask a volunteer for a new code.',
  accountLocked: 'This account is locked. Please contact the people who run this site (see the About page).',
  done: 'Your new password is saved, and you are signed in.',
} as const;

/** The code as stored and compared: upper case, no separators, look-alike letters mapped. */
export function normalizeResetCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

export function isResetCodeShape(code: string): boolean {
  return code.length === RESET_CODE_LENGTH && [...code].every((c) => RESET_CODE_ALPHABET.includes(c));
}

/** Groups of four, easier to read aloud: ABCD-EFGH-JKMN-PQRS. */
export function formatResetCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

export const resetCodeSchema = z
  .string({ error: RESET_CODE_MESSAGES.codeRequired })
  .max(100, RESET_CODE_MESSAGES.codeNotValid)
  .transform(normalizeResetCode)
  .refine((code) => code.length > 0, RESET_CODE_MESSAGES.codeRequired)
  .refine(isResetCodeShape, RESET_CODE_MESSAGES.codeNotValid);

/**
 * The learner forgot the security answer too, so a new question and answer
 * are chosen with the new password.
 */
export const resetWithCodeRequestSchema = z.object({
  code: resetCodeSchema,
  newPassword: resetPasswordRequestSchema.shape.newPassword,
  securityQuestion: registerRequestSchema.shape.securityQuestion,
  securityAnswer: registerRequestSchema.shape.securityAnswer,
});
export type ResetWithCodeRequest = z.input<typeof resetWithCodeRequestSchema>;
