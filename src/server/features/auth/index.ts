// What other features may use of accounts and sessions: the repositories
// (the volunteer commands end sessions and issue reset codes), checking a
// password, making a reset code, and ending the current session. The routes
// and the token details stay inside.

export { authLearnerData } from './learner-data.ts';
export {
  createResetCodeRepository,
  createSessionRepository,
  createUserRepository,
  type UserRepository,
  type UserRow,
} from './repository.ts';
export { authRoutes } from './routes.ts';
export { newResetCode, verifySecret } from './secrets.ts';
export { createAuthService } from './service.ts';
export type { SessionManager } from './session-manager.ts';
export { createSessionManager, SESSION_COOKIE } from './session-manager.ts';
