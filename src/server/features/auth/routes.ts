// SPEC §7 authentication calls, plus the session endpoints: thin handlers
// over the accounts service (service.ts) that also start and end the session
// cookie. Every input is validated with the dialog's own schemas
// (src/domain/auth.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  authSuccessSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  profileCreatedSchema,
  profileCreationRequestSchema,
  registerOrProfileRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sessionResponseSchema,
  signedInUser,
} from '#src/domain/auth.ts';
import { errorBodySchema, REQUEST_MESSAGES } from '#src/domain/errors.ts';
import { resetWithCodeRequestSchema } from '#src/domain/reset-code.ts';
import { identifyServerMessage } from '#src/domain/server-messages.ts';
import { HttpError } from '#src/server/http/errors.ts';
import { type AuthService, signedIn } from './service.ts';
import type { SessionManager } from './session-manager.ts';

type Deps = { accounts: AuthService; sessions: SessionManager };

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

export function authRoutes({ accounts, sessions }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Finished windows are useless rows: sweep them every ten minutes.
    const sweeper = setInterval(() => {
      accounts.prune().catch((error) => app.log.warn({ err: error }, 'could not prune rate limits'));
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
      if (result.success) return result.data;
      // A field's own message (ours, in every interface language); a body the page never sends (an array for a
      // name, a nested object) gets zod's own words, which no learner reads: the plain 'not valid' instead.
      const message = result.error.issues[0]?.message;
      throw new HttpError(400, message && identifyServerMessage(message) ? message : REQUEST_MESSAGES.notValid);
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
        if (typeof body !== 'object' || body === null) throw new HttpError(400, REQUEST_MESSAGES.notValid);
        const session = 'password' in body ? null : await sessions.read(request, reply);
        if (session) {
          const profile = await accounts.nameProfile(session.userId, parse(profileCreationRequestSchema, body));
          return reply.code(200).send({ success: true, userId: profile.userId, profile });
        }
        const user = await accounts.register(parse(registerRequestSchema, body), request.ip);
        await sessions.start(request, reply, user.id);
        return reply.code(201).send(signedIn(user));
      },
    );

    app.post(
      '/api/user/login',
      { schema: { body: loginRequestSchema, response: { 200: authSuccessSchema, ...errors } } },
      async (request, reply) => {
        const user = await accounts.signIn(request.body, request.ip);
        await sessions.start(request, reply, user.id);
        return signedIn(user, await accounts.isActiveTutor(user.id));
      },
    );

    app.post(
      '/api/user/forgot-password',
      { schema: { body: forgotPasswordRequestSchema, response: { 200: forgotPasswordResponseSchema, ...errors } } },
      async (request) => ({
        success: true,
        securityQuestion: await accounts.securityQuestion(request.body.email, request.ip),
        message: AUTH_MESSAGES.forgotInfo,
      }),
    );

    app.post(
      '/api/user/reset-password',
      { schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema, ...errors } } },
      async (request) => {
        await accounts.resetPassword(request.body, request.ip);
        return { success: true, message: AUTH_MESSAGES.resetSuccess };
      },
    );

    // A volunteer's one-time code (decision 010): a new password and a new
    // security answer, every other session ended, and the learner signed in.
    app.post(
      '/api/user/reset-code',
      { schema: { body: resetWithCodeRequestSchema, response: { 200: authSuccessSchema, ...errors } } },
      async (request, reply) => {
        const user = await accounts.resetWithCode(request.body, request.ip);
        await sessions.start(request, reply, user.id);
        return signedIn(user, await accounts.isActiveTutor(user.id));
      },
    );

    app.get(
      '/api/session',
      { schema: { response: { 200: sessionResponseSchema } } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const user = await sessions.read(request, reply);
        if (!user) return { user: null };
        return { user: signedInUser({ ...user, tutor: user.tutor === 'active' }) };
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
