// buildApp() assembles the Fastify instance from explicit parts; main.ts only
// listens. Tests drive this same instance with app.inject().

import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { signedInUser } from '#src/domain/auth.ts';
import { REQUEST_MESSAGES } from '#src/domain/errors.ts';
import { type ProfileResponse, profileResponseSchema } from '#src/domain/progress-api.ts';
import { containsNul, INPUT_MESSAGES } from '../domain/input.ts';
import type { AiClient } from './ai/provider.ts';
import type { Config, TrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import {
  createSessionManager,
  createSessionRepository,
  createUserRepository,
  SESSION_COOKIE,
} from './features/auth/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { createMetrics, metricsRoutes } from './features/metrics/index.ts';
import { siteRoutes } from './features/site/index.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { createAuthorization } from './http/authorize.ts';
import { HttpError, registerErrorHandler } from './http/errors.ts';
import { rejectForeignOrigin } from './http/origin.ts';
import { addSecurityHeaders, siteSecurityOptions } from './http/security-headers.ts';
import { createSerializerCompiler } from './http/serializer.ts';
import { createRateLimitRepository } from './rate-limits/repository.ts';
import { registerAccounts } from './wiring/accounts.ts';
import { registerProgress } from './wiring/progress.ts';
import { registerReadingAndWriting } from './wiring/reading-and-writing.ts';
import type { Shared } from './wiring/shared.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to the OpenAI-compatible client when AI_BASE_URL is set, else none. */
  ai?: AiClient | null;
  /**
   * Tests pass false to keep their output clean, or a stream to read what was
   * logged; main.ts passes JSON logging to an asynchronous destination that it
   * flushes at shutdown.
   */
  logger?: boolean | { level: string; stream?: DestinationStream | { write: (line: string) => void } };
  /** Sees every route as it is added: the reliability suite builds its checks from this table. */
  onRoute?: (route: RouteOptions) => void;
  /** Told each time a learner's saved drafts have all been checked in the background: tests wait on it. */
  onDraftsChecked?: (userId: string) => void;
  /** The running site keeps a writing checker loaded; tests start one only when a text needs it. */
  keepAnalysisWarm?: boolean;
  /**
   * The clock (epoch ms) that decides a learner's day, streak, challenges and
   * leaderboard week. Tests set the time of day with it, so no result depends
   * on when the suite happens to run.
   */
  now?: () => number;
};

/**
 * Fastify's own hop count trusts nobody (it cannot check the nearest peer), so
 * a count becomes "trust the nearest N hops"; a list goes to proxy-addr as is.
 */
function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  return trust.addresses;
}

export async function buildApp({
  config,
  database,
  ai,
  logger = { level: config.logLevel },
  onRoute,
  onDraftsChecked,
  keepAnalysisWarm = false,
  now = Date.now,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...(typeof logger === 'object' ? logger : {}),
            // Never log secrets: cookies and credentials stay out of the logs.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    // One access line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    // A client that sends its request slowly, or opens a socket and says
    // nothing, is cut off instead of holding a socket for minutes.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: { connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs) },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ check: config.checkResponses }));
  // Node's default is min(60 s, requestTimeout); idle sockets should go sooner.
  app.server.headersTimeout = Math.min(config.timeouts.headersMs, config.timeouts.requestMs);
  registerErrorHandler(app, { checkMessages: config.checkResponses });
  const { db } = database;

  addSecurityHeaders(app, siteSecurityOptions({ behindProxy: config.trustProxy !== false }));
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  app.addHook('onRequest', rejectForeignOrigin);
  // Once for every endpoint, so a new field cannot forget it.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new HttpError(400, INPUT_MESSAGES.nul);
    }
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    // Not on the hashed files (~45 of a first visit): nobody looks one up in the logs.
    if (!request.url.startsWith('/assets/')) reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  // Off unless METRICS_TOKEN is set: then every answer is counted by its route pattern.
  const metrics = config.metricsToken ? createMetrics() : null;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  }

  const users = createUserRepository(db);
  const sessions = createSessionManager(createSessionRepository(db), config.session, now);
  const limits = createRateLimitRepository(db);
  const authorization = createAuthorization(sessions);
  app.decorateRequest('user', null);
  // Every /api/user/{id}... route is the signed-in learner's own, checked
  // before the body is even read; a new route cannot forget it.
  app.addHook('onRoute', (route) => {
    if (route.url === '/api/user/:id' || route.url.startsWith('/api/user/:id/')) {
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [authorization.requireOwnUser, ...own];
    }
    onRoute?.(route);
  });
  await registerApiDocs(app, { sessionCookie: SESSION_COOKIE });
  await app.register(healthRoutes(database));
  await app.register(metricsRoutes({ metrics, token: config.metricsToken }));
  const shared: Shared = { db, config, now, users, sessions, limits, authorization, metrics };
  await registerAccounts(app, shared);
  const { progress, profiles } = await registerProgress(app, shared);
  // The Hub's page comes with the learner's progress, written as GET /profile writes it.
  const writeProfile = createSerializerCompiler({ check: config.checkResponses })({
    schema: profileResponseSchema,
    method: 'GET',
    url: '/dashboard',
  });
  const readingAndWriting = await registerReadingAndWriting(app, shared, {
    progress,
    ai,
    keepAnalysisWarm,
    dbPool: database.poolStats,
    onDraftsChecked,
  });
  await app.register(siteRoutes, {
    staticDir: config.staticDir,
    capabilities: readingAndWriting.capabilities,
    // A signed-in page says who the learner is, and a story's or a task's page comes with its text (issue 34).
    learner: async (request, reply) => {
      request.user ??= await sessions.read(request, reply);
      return request.user && signedInUser({ ...request.user, tutor: request.user.tutor === 'active' });
    },
    openedText: readingAndWriting.openedText,
    savedLanguage: async (userId) => (await progress.settings(userId)).preferences.interfaceLanguage,
    progress: async (userId) => {
      const json = await profiles.readJson(userId, undefined, writeProfile);
      return { json, answer: JSON.parse(json) as ProfileResponse };
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') return reply.code(404).send({ error: REQUEST_MESSAGES.notFound });
    // SPEC §2: any other path goes to the home page. Missing files stay 404.
    if ((request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.redirect('/', 302);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  app.addHook('onClose', async () => {
    await readingAndWriting.close();
    await database.db.destroy();
  });
  return app;
}
