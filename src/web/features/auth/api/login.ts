import { authSuccessSchema, type LoginRequest } from '#src/domain/auth.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

/** POST /api/user/login (SPEC §7): sets the session cookie and answers who signed in. */
export const login = (body: LoginRequest) => apiFetchParsed(authSuccessSchema, '/api/user/login', { body });
