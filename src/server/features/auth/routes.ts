// SPEC §7 authentication calls, plus the session endpoints. Every input is
// validated with the dialog's own schemas (src/domain/auth.ts).
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  authSuccessSchema,
  displayName,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  normalizeSecurityAnswer,
  profileCreatedSchema,
  profileCreationRequestSchema,
  registerOrProfileRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sessionResponseSchema,
} from '../../../domain/auth.ts';
import { errorBodySchema } from '../../../domain/errors.ts';
import { RESET_CODE_MESSAGES, resetWithCodeRequestSchema } from '../../../domain/reset-code.ts';
import type { AuthLimits, Limit } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';
import type { RateLimitRepository } from '../../rate-limits/repository.ts';
import type { createUserRepository, ResetCodeRepository } from './repository.ts';
import { decoyQuestion, hashSecret, hashToken, isCommonPassword, matchingAnswer, verifySecret } from './secrets.ts';
import type { SessionManager } from './session-manager.ts';

type Deps = {
  users: ReturnType<typeof createUserRepository>;
  sessions: SessionManager;
  limits: RateLimitRepository;
  limitConfig: AuthLimits;
  secret: string;
  resetCodes: ResetCodeRepository;
  /** The app's clock (epoch ms): sign-in limits, lockouts and reset codes run on it. */
  now: () => number;
};

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** An address the learner signed in from stays 'usual' for 30 days after their last sign-in there. */
const KNOWN_ADDRESS: Limit = { max: Number.MAX_SAFE_INTEGER, windowMs: 30 * 24 * 60 * 60 * 1000 };

export function authRoutes({
  users,
  sessions,
  limits,
  limitConfig,
  secret,
  resetCodes,
  now: clock,
}: Deps): FastifyPluginAsyncZod {
  /** Counts one attempt on each key; refuses when any key is past its limit. */
  async function spend(keys: string[], limit: Limit) {
    const now = clock();
    for (const key of keys) await countAttempt(limits, key, limit, now);
  }

  const success = (user: { id: string; email: string; username: string }) => ({
    userId: user.id,
    email: user.email,
    name: displayName(user.email, user.username),
    profile: { username: user.username },
  });

  return async (app) => {
    // Finished windows are useless rows: sweep them every ten minutes.
    const sweeper = setInterval(() => {
      limits.prune(clock()).catch((error) => app.log.warn({ err: error }, 'could not prune rate limits'));
    }, 10 * 60_000);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));

    // SPEC §7 uses one path for two calls: registration ({username, email,
    // password, securityQuestion, securityAnswer}) and, from a signed-in
    // learner, profile creation ({username, email}). Here an account is
    // created with its profile, so the second call names (or renames) the
    // profile of the account it is signed in to. The body is parsed by hand so
    // each call keeps its own field-by-field messages.
    const parse = <T>(schema: z.ZodType<T>, body: unknown): T => {
      const result = schema.safeParse(body);
      if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'The request is not valid.');
      return result.data;
    };

    app.post(
      '/api/user/register',
      {
        schema: {
          body: registerOrProfileRequestSchema,
          response: { 200: profileCreatedSchema, 201: authSuccessSchema, ...errors },
        },
        // A failed union check would only say "Invalid input": the handler parses the body itself.
        attachValidation: true,
      },
      async (request, reply) => {
        const body: unknown = request.body;
        if (typeof body !== 'object' || body === null) throw new HttpError(400, 'The request is not valid.');
        const signedIn = 'password' in body ? null : await sessions.read(request, reply);
        if (signedIn) {
          const { username, email } = parse(profileCreationRequestSchema, body);
          const account = await users.findById(signedIn.userId);
          if (!account) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
          if (email && email !== account.email) throw new HttpError(400, AUTH_MESSAGES.profileEmailMismatch);
          await users.setUsername(account.id, username);
          return reply.code(200).send({
            success: true,
            userId: account.id,
            profile: { userId: account.id, username, email: account.email },
          });
        }
        const registration = parse(registerRequestSchema, body);
        await spend([`register:ip:${request.ip}`], limitConfig.register);
        if (isCommonPassword(registration.password)) throw new HttpError(400, AUTH_MESSAGES.commonPassword);
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
        if (!(await users.insert(user))) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
        await sessions.start(request, reply, user.id);
        return reply.code(201).send(success(user));
      },
    );

    app.post(
      '/api/user/login',
      { schema: { body: loginRequestSchema, response: { 200: authSuccessSchema, ...errors } } },
      async (request, reply) => {
        const { email, password } = request.body;
        const now = clock();
        const addressKey = `login:ip:${request.ip}`;
        const accountKey = `login:account:${email}`;
        // The address is kept only as a hash: enough to know it again, not to say what it was.
        const where = createHash('sha256').update(`${secret}:${request.ip}`).digest('hex').slice(0, 16);
        const pairKey = `login:pair:${email}:${where}`;
        const knownKey = `login:known:${email}:${where}`;
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
        if (!ok || !user) throw new HttpError(401, AUTH_MESSAGES.wrongCredentials);
        await limits.clear(accountKey);
        await limits.clear(pairKey);
        await limits.hit(knownKey, KNOWN_ADDRESS, now);
        await limits.release(addressKey, now);
        // Said only after the right password, so it tells a stranger nothing.
        if (user.locked_at !== null) throw new HttpError(403, RESET_CODE_MESSAGES.accountLocked);
        await users.touchLogin(user.id, now);
        await sessions.start(request, reply, user.id);
        return success(user);
      },
    );

    app.post(
      '/api/user/forgot-password',
      { schema: { body: forgotPasswordRequestSchema, response: { 200: forgotPasswordResponseSchema, ...errors } } },
      async (request) => {
        const { email } = request.body;
        await spend([`forgot:ip:${request.ip}`, `forgot:account:${email}`], limitConfig.forgot);
        const user = await users.findByEmail(email);
        // An unknown email gets a stable made-up question: the answer looks the same either way.
        return {
          success: true,
          securityQuestion: user?.security_question ?? decoyQuestion(email, secret),
          message: AUTH_MESSAGES.forgotInfo,
        };
      },
    );

    app.post(
      '/api/user/reset-password',
      { schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema, ...errors } } },
      async (request) => {
        const { email, securityAnswer, newPassword } = request.body;
        await spend([`reset:ip:${request.ip}`, `reset:account:${email}`], limitConfig.reset);
        const lockKey = `reset-wrong:${email}`;
        if (isCommonPassword(newPassword)) throw new HttpError(400, AUTH_MESSAGES.commonPassword);
        // Counted before the answer is checked; a right answer clears it.
        await countAttempt(limits, lockKey, limitConfig.wrongAnswer, clock(), AUTH_MESSAGES.resetLocked);
        const user = await users.findByEmail(email);
        const matched = await matchingAnswer(user?.security_answer_hash, securityAnswer);
        if (matched === null || !user) throw new HttpError(400, AUTH_MESSAGES.wrongAnswer);
        // An answer stored before decision 009 is stored again in the form that ignores case.
        if (matched !== normalizeSecurityAnswer(securityAnswer))
          await users.setSecurityAnswer(user.id, await hashSecret(normalizeSecurityAnswer(securityAnswer)));
        await users.setPassword(user.id, await hashSecret(newPassword));
        await sessions.endAllFor(user.id);
        await limits.clear(lockKey);
        await limits.clear(`login:account:${email}`);
        return { success: true, message: AUTH_MESSAGES.resetSuccess };
      },
    );

    // A volunteer's one-time code (decision 010): a new password and a new
    // security answer, every other session ended, and the learner signed in.
    app.post(
      '/api/user/reset-code',
      { schema: { body: resetWithCodeRequestSchema, response: { 200: authSuccessSchema, ...errors } } },
      async (request, reply) => {
        const { code, newPassword, securityQuestion, securityAnswer } = request.body;
        await spend([`reset-code:ip:${request.ip}`], limitConfig.reset);
        // Before the code is used, so a refused password does not waste it.
        if (isCommonPassword(newPassword)) throw new HttpError(400, AUTH_MESSAGES.commonPassword);
        const codeHash = hashToken(code);
        const now = clock();
        const userId = await resetCodes.findUsable(codeHash, now);
        const user = userId ? await users.findById(userId) : undefined;
        if (!user) throw new HttpError(400, RESET_CODE_MESSAGES.codeNotValid);
        if (user.locked_at !== null) throw new HttpError(403, RESET_CODE_MESSAGES.accountLocked);
        const [passwordHash, answerHash] = await Promise.all([hashSecret(newPassword), hashSecret(securityAnswer)]);
        if (!(await resetCodes.use(codeHash, now))) throw new HttpError(400, RESET_CODE_MESSAGES.codeNotValid);
        await users.setPassword(user.id, passwordHash);
        await users.setSecurity(user.id, securityQuestion, answerHash);
        await sessions.endAllFor(user.id);
        await limits.clear(`reset-wrong:${user.email}`);
        await limits.clear(`login:account:${user.email}`);
        await users.touchLogin(user.id, now);
        await sessions.start(request, reply, user.id);
        return success(user);
      },
    );

    app.get(
      '/api/session',
      { schema: { response: { 200: sessionResponseSchema } } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const user = await sessions.read(request, reply);
        if (!user) return { user: null };
        return { user: { userId: user.userId, email: user.email, name: displayName(user.email, user.username) } };
      },
    );

    app.post(
      '/api/session/logout',
      { schema: { body: z.object({}).optional(), response: { 200: z.object({ success: z.literal(true) }) } } },
      async (request, reply) => {
        await sessions.end(request, reply);
        return { success: true as const };
      },
    );
  };
}
