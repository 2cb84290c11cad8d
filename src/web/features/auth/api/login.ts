import { authSuccessSchema, type LoginRequest } from '../../../../domain/auth.ts';
import { apiFetchParsed } from '../../../lib/api.ts';

/** POST /api/user/login (SPEC §7): sets the session cookie and answers who signed in. */
export const login = (body: LoginRequest) => apiFetchParsed(authSuccessSchema, '/api/user/login', { body });
