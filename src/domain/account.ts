import { z } from 'zod';
import { AUTH_MESSAGES, MAX_PASSWORD_LENGTH } from './auth.ts';

export const accountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  securityQuestion: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /api/user/{id}/export: everything we hold about the learner, as a file to keep (Privacy Policy). */
export const accountExportSchema = z.object({ exportedAt: z.string(), account: accountSchema });

/** Deleting an account asks for the password again. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .trim()
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
