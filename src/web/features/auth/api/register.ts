import { authSuccessSchema, type RegisterRequest } from '#src/domain/auth.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

/** POST /api/user/register (SPEC §7): makes the account and signs the learner in. */
export const register = (body: RegisterRequest) => apiFetchParsed(authSuccessSchema, '/api/user/register', { body });
