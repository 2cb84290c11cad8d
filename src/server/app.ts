// buildApp() assembles the Fastify instance from explicit parts; main.ts only
// listens. Tests drive this same instance with app.inject().
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { containsNul, INPUT_MESSAGES } from '../domain/input.ts';
import { hasBlockedWords } from './ai/blocked-words.ts';
import { createAiGate } from './ai/gate.ts';
import { loadLibrary } from './ai/library.ts';
import { createOpenAiClient } from './ai/openai-compatible.ts';
import type { AiClient } from './ai/provider.ts';
import type { Config, TrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import {
  createResetCodeRepository,
  createSessionRepository,
  createUserRepository,
} from './features/auth/repository.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createAuthService } from './features/auth/service.ts';
import { createSessionManager, SESSION_COOKIE } from './features/auth/session-manager.ts';
import { healthRoutes } from './features/health/routes.ts';
import { legacySnapshotRoutes } from './features/legacy-snapshots/index.ts';
import { createLibrarySearch } from './features/library/index.ts';
import { createMetrics } from './features/metrics/metrics.ts';
import { metricsRoutes } from './features/metrics/routes.ts';
import {
  createPassageRepository,
  createPassageService,
  passageRoutes,
  syncLibraryPassages,
} from './features/passages/index.ts';
import { createPdfPool } from './features/pdf/pool.ts';
import { pdfRoutes } from './features/pdf/routes.ts';
import { loadPlacementCheck } from './features/placement/check.ts';
import { placementRoutes } from './features/placement/routes.ts';
import { createProfileReader } from './features/progress/profile.ts';
import { createProgressRepository } from './features/progress/repository.ts';
import { progressRoutes } from './features/progress/routes.ts';
import { createProgressService } from './features/progress/service.ts';
import { createReportRepository, createReports, reportRoutes } from './features/reports/index.ts';
import { siteRoutes } from './features/site/routes.ts';
import { createMyDataRepository } from './features/users/index.ts';
import { userRoutes } from './features/users/routes.ts';
import {
  createDictionary,
  createGlossRepository,
  createGlossService,
  resolvePassageSenses,
  wordHelpRoutes,
} from './features/word-help/index.ts';
import { createWordRepository } from './features/words/repository.ts';
import { wordRoutes } from './features/words/routes.ts';
import { createWordService } from './features/words/service.ts';
import { createWritingRepository } from './features/writing/repository.ts';
import { writingRoutes } from './features/writing/routes.ts';
import { createWritingService } from './features/writing/service.ts';
import {
  createAnalysisPool,
  createWritingFeedbackService,
  writingFeedbackRoutes,
} from './features/writing-feedback/index.ts';
import {
  createWritingTaskRepository,
  createWritingTaskService,
  syncLibraryTasks,
  writingTaskRoutes,
} from './features/writing-tasks/index.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { createAuthorization } from './http/authorize.ts';
import { HttpError, registerErrorHandler } from './http/errors.ts';
import { rejectForeignOrigin } from './http/origin.ts';
import { addSecurityHeaders, siteSecurityOptions } from './http/security-headers.ts';
import { createSerializerCompiler } from './http/serializer.ts';
import { createRateLimitRepository } from './rate-limits/repository.ts';

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
  registerErrorHandler(app);
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
    reply.header('x-request-id', request.id);
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
  await app.register(
    authRoutes({
      accounts: createAuthService({
        users,
        endAllSessions: sessions.endAllFor,
        limits,
        limitConfig: config.limits,
        secret: config.secret,
        resetCodes: createResetCodeRepository(db),
        now,
      }),
      sessions,
    }),
  );
  await app.register(
    userRoutes({
      users,
      myData: createMyDataRepository(db),
      sessions,
      authorization,
      limits,
      deleteLimit: config.limits.deletePassword,
      now,
    }),
  );
  const progress = createProgressService(createProgressRepository(db), now);
  const profiles = createProfileReader({ service: progress });
  await app.register(progressRoutes({ service: progress, profiles, authorization }));
  // SPEC §7 calls that only a client written to the spec's contract makes.
  await app.register(legacySnapshotRoutes({ progress, profiles, users, authorization, now }));
  await app.register(
    wordRoutes({ service: createWordService({ repo: createWordRepository(db), progress, now }), authorization }),
  );
  await app.register(placementRoutes({ check: loadPlacementCheck(config.contentDir), progress, authorization, now }));

  const library = loadLibrary(config.contentDir);
  const passageRepo = createPassageRepository(db);
  const taskRepo = createWritingTaskRepository(db);
  await syncLibraryPassages(passageRepo, library);
  await syncLibraryTasks(taskRepo, library);
  const reportRepo = createReportRepository(db);
  const chosenAi = ai !== undefined ? ai : config.ai ? createOpenAiClient(config.ai) : null;
  const aiClient = chosenAi && metrics ? metrics.instrumentAi(chosenAi) : chosenAi;
  const gate = createAiGate({ maxConcurrency: config.aiMaxConcurrency, quota: config.aiQuota, limits, now });
  const analysis = createAnalysisPool({ ...config.analysis, keepWarm: keepAnalysisWarm });
  const dictionary = createDictionary({ plainDefinitions: library.plainDefinitions });
  if (keepAnalysisWarm) {
    // The running site loads the writing checker and the word-help models once it
    // serves requests, not before: they are half of a cold start, and the first
    // request that needs one still waits for it rather than failing.
    app.addHook('onListen', async () => {
      analysis.warm(); // in its own thread
      // On this thread: a moment later, so the requests waiting for the start go first.
      setTimeout(() => dictionary.warm(), 1000).unref();
    });
  }
  metrics?.watch({ aiInFlight: () => gate.inFlight, analysis: analysis.stats, dbPool: database.poolStats });
  const search = createLibrarySearch(library);
  const passages = createPassageService({
    repo: passageRepo,
    library,
    ai: aiClient,
    gate,
    log: app.log,
    search,
    loadedPassages: progress.loadedPassages,
    hiddenAmong: reportRepo.hiddenAmong,
    hasBlockedWords,
    resolveWordSenses: async (text) => resolvePassageSenses(text, await dictionary.chooser()),
    now,
  });
  const tasks = createWritingTaskService({
    repo: taskRepo,
    library,
    ai: aiClient,
    gate,
    log: app.log,
    search,
    hiddenAmong: reportRepo.hiddenAmong,
    hasBlockedWords,
    now,
  });
  const writing = createWritingService({
    repo: createWritingRepository(db),
    progress,
    // The stored task (library or AI-written) decides the mode and time limit a draft is scored against.
    loadTask: tasks.findTask,
    taskOpenedAt: progress.lastOpened,
    guideFor: (mode) => library.guides.get(mode),
    englishVariety: config.englishVariety,
    analyse: analysis.analyse,
    limits,
    log: app.log,
    now,
  });
  await app.register(writingRoutes({ service: writing, authorization }));
  // Drafts saved before a restart and not checked yet are checked now, in the background.
  app.addHook('onReady', async () => {
    void writing.resume().catch((error) => app.log.warn({ err: error }, 'could not resume checking drafts'));
  });
  await app.register(
    passageRoutes({
      service: passages,
      findTask: tasks.findTask,
      authorization,
      onPassageLoaded: progress.recordPassageLoad,
      readPassages: progress.readPassages,
    }),
  );
  await app.register(writingTaskRoutes({ service: tasks, authorization }));
  await app.register(
    writingFeedbackRoutes({
      service: createWritingFeedbackService({
        analyse: analysis.analyse,
        ai: aiClient,
        gate,
        log: app.log,
        keyPhrases: (mode) => library.guides.get(mode)?.template.keyPhrases.flatMap((k) => k.phrases),
        englishVariety: config.englishVariety,
      }),
      authorization,
    }),
  );
  await app.register(
    reportRoutes({
      reports: createReports(reportRepo, {
        limits,
        now,
        onHideHeld: (itemKey, max) => {
          // Reports already hide all they may (issue 30): the item stays listed and a volunteer must look.
          app.log.warn({ itemKey, hiddenByReports: max }, 'report threshold reached but the hidden share is full');
          metrics?.reportHideHeld();
        },
      }),
      authorization,
    }),
  );
  await app.register(
    wordHelpRoutes({
      dictionary,
      glosses: createGlossService({
        ai: aiClient,
        gate,
        repo: createGlossRepository(db),
        quota: config.aiGlossQuota,
        log: app.log,
        now,
      }),
      findPassageWords: passages.findPassageWords,
      authorization,
    }),
  );
  const pdfs = createPdfPool();
  await app.register(
    pdfRoutes({
      pdfs,
      authorization,
      findPassage: passages.findPassage,
      findTask: tasks.findTask,
      guideFor: (mode) => library.guides.get(mode),
    }),
  );
  await app.register(siteRoutes, {
    staticDir: config.staticDir,
    capabilities: { ai: aiClient !== null, libraryStories: library.passages.length },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') return reply.code(404).send({ error: 'Not found.' });
    // SPEC §2: any other path goes to the home page. Missing files stay 404.
    if ((request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.redirect('/', 302);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  app.addHook('onClose', async () => {
    writing.stop();
    await analysis.close();
    await pdfs.close();
    await database.db.destroy();
  });
  return app;
}
