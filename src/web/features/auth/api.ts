// The authentication calls of SPEC §7, typed by the shared schemas.
import type { z } from 'zod';
import type {
  AuthSuccess,
  forgotPasswordResponseSchema,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  resetPasswordResponseSchema,
} from '../../../domain/auth.ts';
import type { ResetWithCodeRequest } from '../../../domain/reset-code.ts';
import { apiFetch } from '../../lib/api.ts';

export const login = (body: LoginRequest) => apiFetch<AuthSuccess>('/api/user/login', { body });
export const register = (body: RegisterRequest) => apiFetch<AuthSuccess>('/api/user/register', { body });
export const forgotPassword = (email: string) =>
  apiFetch<z.infer<typeof forgotPasswordResponseSchema>>('/api/user/forgot-password', { body: { email } });
export const resetPassword = (body: ResetPasswordRequest) =>
  apiFetch<z.infer<typeof resetPasswordResponseSchema>>('/api/user/reset-password', { body });
/** A volunteer's one-time code (decision 010): signs the learner in with the new password. */
export const resetWithCode = (body: ResetWithCodeRequest) => apiFetch<AuthSuccess>('/api/user/reset-code', { body });
