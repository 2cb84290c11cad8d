import { type ResetPasswordRequest, resetPasswordResponseSchema } from '../../../../domain/auth.ts';
import { apiFetchParsed } from '../../../lib/api.ts';

/** POST /api/user/reset-password (SPEC §7): a new password for the right security answer. */
export const resetPassword = (body: ResetPasswordRequest) =>
  apiFetchParsed(resetPasswordResponseSchema, '/api/user/reset-password', { body });
