import { forgotPasswordResponseSchema } from '#src/domain/auth.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

/** POST /api/user/forgot-password (SPEC §7): the account's security question, to answer next. */
export const forgotPassword = (email: string) =>
  apiFetchParsed(forgotPasswordResponseSchema, '/api/user/forgot-password', { body: { email } });
