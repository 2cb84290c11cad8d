import { type ResetPasswordRequest, resetPasswordResponseSchema } from '#src/domain/auth.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

/** POST /api/user/reset-password (SPEC §7): a new password for the right security answer. */
export const resetPassword = (body: ResetPasswordRequest) =>
  apiFetchParsed(resetPasswordResponseSchema, '/api/user/reset-password', { body });
