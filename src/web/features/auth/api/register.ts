import { authSuccessSchema, type RegisterRequest } from '../../../../domain/auth.ts';
import { apiFetchParsed } from '../../../lib/api.ts';

/** POST /api/user/register (SPEC §7): makes the account and signs the learner in. */
export const register = (body: RegisterRequest) => apiFetchParsed(authSuccessSchema, '/api/user/register', { body });
