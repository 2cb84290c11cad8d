// Accounts (SPEC §7 authentication, decisions 003, 009 and 010): register,
// sign in, the security-question reset and a volunteer's reset code. Every
// limit is counted before a secret is checked; an unknown e-mail is answered
// exactly as a known one. Starting and ending the session cookie stays with
// the routes: this file says only whose session to start.
import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  displayName,
  normalizeSecurityAnswer,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '#src/domain/auth.ts';
import { RESET_CODE_MESSAGES, type resetWithCodeRequestSchema } from '#src/domain/reset-code.ts';
import type { AuthLimits, Limit } from '#src/server/config.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import { countAttempt } from '#src/server/rate-limits/attempts.ts';
import type { RateLimitRepository } from '#src/server/rate-limits/repository.ts';
import type { ResetCodeRepository, UserRepository, UserRow } from './repository.ts';
import {
  decoyQuestion,
  hashSecret,
  hashToken,
  isCommonPassword,
  madeWithOldSettings,
  matchingAnswer,
  verifySecret,
} from './secrets.ts';

type Deps = {
  users: UserRepository;
  /** Ends every session of a learner (after a password reset). */
  endAllSessions: (userId: string) => Promise<void>;
  limits: RateLimitRepository;
  limitConfig: AuthLimits;
  secret: string;
  resetCodes: ResetCodeRepository;
  /** The app's clock (epoch ms): sign-in limits, lockouts and reset codes run on it. */
  now: () => number;
};

/** An address the learner signed in from stays 'usual' for 30 days after their last sign-in there. */
const KNOWN_ADDRESS: Limit = { max: Number.MAX_SAFE_INTEGER, windowMs: 30 * 24 * 60 * 60 * 1000 };

/** What a successful sign-in answers (SPEC §7), and whether the learner is an active tutor (decision 038). */
export const signedIn = (user: Pick<UserRow, 'id' | 'email' | 'username'>, tutor = false) => ({
  userId: user.id,
  email: user.email,
  name: displayName(user.email, user.username),
  tutor,
  profile: { username: user.username },
});

export function createAuthService({
  users,
  endAllSessions,
  limits,
  limitConfig,
  secret,
  resetCodes,
  now: clock,
}: Deps) {
  /** Counts one attempt on each key; refuses when any key is past its limit. */
  async function spend(keys: string[], limit: Limit) {
    const now = clock();
    for (const key of keys) await countAttempt(limits, key, limit, now);
  }

  /** The address is kept only as a hash: enough to know it again, not to say what it was. */
  const hashedAddress = (address: string) =>
    createHash('sha256').update(`${secret}:${address}`).digest('hex').slice(0, 16);
  /** Where the learner signed in (or signed up) before: strangers' failures elsewhere cannot lock them out here. */
  const knownAddressKey = (email: string, address: string) => `login:known:${email}:${hashedAddress(address)}`;

  return {
    /** A volunteer tutor whose role is not paused: the top bar shows the Tutor page from the sign-in on. */
    isActiveTutor: (userId: string) => users.isActiveTutor(userId),
    /** A new account with its profile; the routes then start its session. */
    async register(registration: RegisterRequest, address: string): Promise<UserRow> {
      await spend([`register:ip:${address}`], limitConfig.register);
      if (isCommonPassword(registration.password)) throw new Refusal('invalid', AUTH_MESSAGES.commonPassword);
      const user = {
        id: randomUUID(),
        email: registration.email,
        username: registration.username,
        password_hash: await hashSecret(registration.password),
        security_question: registration.securityQuestion,
        security_answer_hash: await hashSecret(normalizeSecurityAnswer(registration.securityAnswer)),
        created_at: clock(),
        last_login_at: clock(),
        locked_at: null,
      };
      if (!(await users.insert(user))) throw new Refusal('taken', AUTH_MESSAGES.emailTaken);
      // The address the learner signed up from is theirs as much as one they signed in from.
      await limits.hit(knownAddressKey(user.email, address), KNOWN_ADDRESS, clock());
      return user;
    },

    /** SPEC §7's profile creation by a signed-in learner: names (or renames) their profile. */
    async nameProfile(userId: string, { username, email }: { username: string; email?: string }) {
      const account = await users.findById(userId);
      if (!account) throw new Refusal('not-signed-in', AUTH_MESSAGES.notSignedIn);
      if (email && email !== account.email) throw new Refusal('invalid', AUTH_MESSAGES.profileEmailMismatch);
      await users.setUsername(account.id, username);
      return { userId: account.id, username, email: account.email };
    },

    /** The learner whose password this is; the routes then start their session. */
    async signIn({ email, password }: { email: string; password: string }, address: string): Promise<UserRow> {
      const now = clock();
      const addressKey = `login:ip:${address}`;
      const accountKey = `login:account:${email}`;
      const pairKey = `login:pair:${email}:${hashedAddress(address)}`;
      const knownKey = knownAddressKey(email, address);
      // Every count is taken before the password is checked (decision 003).
      // The address counts only failed checks: a class shares one address.
      await countAttempt(limits, addressKey, limitConfig.failedLoginPerAddress, now);
      try {
        // This account from this address first; then the account from everywhere, except where
        // the learner signed in before, so strangers' guesses cannot lock them out there (issue 30).
        await countAttempt(limits, pairKey, limitConfig.failedLoginFromAddress, now);
        if ((await limits.peek(knownKey, now)).count === 0)
          await countAttempt(limits, accountKey, limitConfig.failedLogin, now);
      } catch (error) {
        await limits.release(addressKey, now);
        throw error;
      }
      const user = await users.findByEmail(email);
      const ok = (await verifySecret(user?.password_hash, password)) && user !== undefined;
      if (!ok || !user) throw new Refusal('not-signed-in', AUTH_MESSAGES.wrongCredentials);
      await limits.clear(accountKey);
      await limits.clear(pairKey);
      await limits.hit(knownKey, KNOWN_ADDRESS, now);
      await limits.release(addressKey, now);
      // Said only after the right password, so it tells a stranger nothing.
      if (user.locked_at !== null) throw new Refusal('not-allowed', RESET_CODE_MESSAGES.accountLocked);
      if (madeWithOldSettings(user.password_hash))
        await users.rehashPassword(user.id, user.password_hash, await hashSecret(password));
      await users.touchLogin(user.id, now);
      return user;
    },

    /** The security question to answer; an unknown e-mail gets a stable made-up one, so both look the same. */
    async securityQuestion(email: string, address: string) {
      await spend([`forgot:ip:${address}`, `forgot:account:${email}`], limitConfig.forgot);
      const user = await users.findByEmail(email);
      return user?.security_question ?? decoyQuestion(email, secret);
    },

    /** A new password after the right security answer; every session of the learner ends. */
    async resetPassword({ email, securityAnswer, newPassword }: ResetPasswordRequest, address: string) {
      await spend([`reset:ip:${address}`, `reset:account:${email}`], limitConfig.reset);
      const lockKey = `reset-wrong:${email}`;
      if (isCommonPassword(newPassword)) throw new Refusal('invalid', AUTH_MESSAGES.commonPassword);
      // Counted before the answer is checked; a right answer clears it.
      await countAttempt(limits, lockKey, limitConfig.wrongAnswer, clock(), AUTH_MESSAGES.resetLocked);
      const user = await users.findByEmail(email);
      const matched = await matchingAnswer(user?.security_answer_hash, securityAnswer);
      if (matched === null || !user) throw new Refusal('invalid', AUTH_MESSAGES.wrongAnswer);
      // An answer stored before decision 009 is stored again in the form that ignores case.
      if (matched !== normalizeSecurityAnswer(securityAnswer))
        await users.setSecurityAnswer(user.id, await hashSecret(normalizeSecurityAnswer(securityAnswer)));
      await users.setPassword(user.id, await hashSecret(newPassword));
      await endAllSessions(user.id);
      await limits.clear(lockKey);
      await limits.clear(`login:account:${email}`);
    },

    /**
     * A volunteer's one-time code (decision 010): a new password and a new
     * security answer, every other session ended; the routes then sign the
     * learner in.
     */
    async resetWithCode(
      { code, newPassword, securityQuestion, securityAnswer }: z.infer<typeof resetWithCodeRequestSchema>,
      address: string,
    ): Promise<UserRow> {
      await spend([`reset-code:ip:${address}`], limitConfig.reset);
      // Before the code is used, so a refused password does not waste it.
      if (isCommonPassword(newPassword)) throw new Refusal('invalid', AUTH_MESSAGES.commonPassword);
      const codeHash = hashToken(code);
      const now = clock();
      const userId = await resetCodes.findUsable(codeHash, now);
      const user = userId ? await users.findById(userId) : undefined;
      if (!user) throw new Refusal('invalid', RESET_CODE_MESSAGES.codeNotValid);
      if (user.locked_at !== null) throw new Refusal('not-allowed', RESET_CODE_MESSAGES.accountLocked);
      const [passwordHash, answerHash] = await Promise.all([hashSecret(newPassword), hashSecret(securityAnswer)]);
      if (!(await resetCodes.use(codeHash, now))) throw new Refusal('invalid', RESET_CODE_MESSAGES.codeNotValid);
      await users.setPassword(user.id, passwordHash);
      await users.setSecurity(user.id, securityQuestion, answerHash);
      await endAllSessions(user.id);
      await limits.clear(`reset-wrong:${user.email}`);
      await limits.clear(`login:account:${user.email}`);
      await users.touchLogin(user.id, now);
      return user;
    },

    /** Finished rate-limit windows are useless rows. */
    prune: () => limits.prune(clock()),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
