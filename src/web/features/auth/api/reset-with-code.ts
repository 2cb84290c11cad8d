import { authSuccessSchema } from '#src/domain/auth.ts';
import type { ResetWithCodeRequest } from '#src/domain/reset-code.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

/** POST /api/user/reset-code: a volunteer's one-time code (decision 010) signs the learner in with the new password. */
export const resetWithCode = (body: ResetWithCodeRequest) =>
  apiFetchParsed(authSuccessSchema, '/api/user/reset-code', { body });
