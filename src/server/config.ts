// The environment, read once and validated (ARCHITECTURE "Configuration").
// A bad value stops start-up with a message that names every bad key.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type EnglishVariety, englishVarietySchema } from '../domain/english-variety.ts';

const positiveInt = z.coerce.number().int().positive();

export const APP_SECRET_NEEDED =
  'must be set when DATABASE_URL is set: give every instance the same value of at least 32 characters (for example from `openssl rand -base64 32`)';

const databaseEnv = {
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the embedded SQLite database)')
    .optional(),
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    ...databaseEnv,
    STATIC_DIR: z.string().min(1).default('dist/client'),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_IDLE_DAYS: positiveInt.default(14),
    SESSION_MAX_DAYS: positiveInt.default(90),
    CONTENT_DIR: z.string().min(1).default('content'),
    AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_MAX_CONCURRENCY: positiveInt.default(4),
    AI_TIMEOUT_MS: positiveInt.default(60_000),
    AI_HOURLY_QUOTA: positiveInt.default(30),
    AI_GLOSS_HOURLY_QUOTA: positiveInt.default(200),
    ENGLISH_VARIETY: englishVarietySchema.default('both'),
    ANALYSIS_THREADS: positiveInt.default(1),
    ANALYSIS_QUEUE: positiveInt.default(8),
    HEADERS_TIMEOUT_MS: positiveInt.default(15_000),
    REQUEST_TIMEOUT_MS: positiveInt.default(60_000),
    KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(30_000),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    CHECK_RESPONSES: z.enum(['0', '1']).optional(),
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (e.g. openssl rand -hex 32)').optional(),
  })
  .superRefine((env, ctx) => {
    // On PostgreSQL several instances may serve one community: a secret
    // generated into each one's DATA_DIR would differ, so the decoy questions
    // shown for an unknown e-mail would change from one request to the next.
    if (env.DATABASE_URL && !env.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: APP_SECRET_NEEDED });
    }
  });

/**
 * Which peers may tell us the client's address (X-Forwarded-For) and scheme
 * (X-Forwarded-Proto). Never "everyone": then any client could write its own
 * address and walk past every per-address limit.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

// proxy-addr's names for whole ranges (loopback, link-local, unique-local).
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset/false/0, a hop count, or a comma-separated list; a string is the reason it is wrong. */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return 'true would trust every address, so any client could fake its own: give the number of proxies in front (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { hops } : 'a hop count must be between 0 and 10';
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) return `not an IP address or CIDR range: ${bad.join(', ')}`;
  return { addresses: entries };
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  bodyLimit: number;
  /** Keys the decoy security questions; from APP_SECRET or generated into DATA_DIR. */
  secret: string;
  session: { idleMs: number; absoluteMs: number };
  limits: AuthLimits;
  contentDir: string;
  /** Unset: the built-in library serves all content. */
  ai: { baseURL: string; apiKey?: string; model: string; timeoutMs: number } | null;
  aiMaxConcurrency: number;
  /** Which spellings the checker accepts (both British and American by default). */
  englishVariety: EnglishVariety;
  /** Worker threads for the writing checker (each holds ~400 MB) and how many texts may wait for them. */
  analysis: { threads: number; queue: number };
  aiQuota: Limit;
  /** French glosses asked of the AI per learner per hour; answers from the cache do not count. */
  aiGlossQuota: Limit;
  /** Slow or idle clients are cut off so they cannot hold the server's sockets. */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** The site's public address, for the links the admin command prints; unset: it prints the path. */
  siteUrl: string | undefined;
  /** Unset: no /metrics. Set: /metrics answers only with this bearer token. */
  metricsToken: string | undefined;
  /** Every answer checked with zod as well as written (http/serializer.ts): on in development and tests, or with CHECK_RESPONSES=1. */
  checkResponses: boolean;
};

export class ConfigError extends Error {}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A counter: at most `max` within `windowMs`. */
export type Limit = { max: number; windowMs: number };
export type AuthLimits = {
  /** Sign-in attempts per account from one client address, counted before the password is checked. */
  failedLoginFromAddress: Limit;
  /**
   * Sign-in attempts per account from all addresses but the learner's usual
   * ones (where they signed in before); a success clears them.
   */
  failedLogin: Limit;
  /** Failed sign-ins per client address: high, since a whole class can share one address. */
  failedLoginPerAddress: Limit;
  /** Account deletions refused for a wrong password, per account. */
  deletePassword: Limit;
  register: Limit;
  forgot: Limit;
  /** Reset attempts, per account and per client address. */
  reset: Limit;
  /** Wrong security answers per account before resets lock for the window. */
  wrongAnswer: Limit;
};

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  // A stranger's guesses from one address stop at 10 and never lock the owner out where they usually sign in (issue 30).
  failedLoginFromAddress: { max: 10, windowMs: 15 * MINUTE },
  failedLogin: { max: 50, windowMs: 15 * MINUTE },
  failedLoginPerAddress: { max: 100, windowMs: 15 * MINUTE },
  deletePassword: { max: 5, windowMs: 15 * MINUTE },
  // Generous: a class at a library or community centre signs up from one address.
  register: { max: 50, windowMs: 60 * MINUTE },
  forgot: { max: 10, windowMs: 15 * MINUTE },
  reset: { max: 10, windowMs: 15 * MINUTE },
  wrongAnswer: { max: 5, windowMs: 60 * MINUTE },
};

/** Only where the data is, for the command-line tools (move, backup, restore), which need no secret. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): { dataDir: string; databaseUrl?: string } {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = z.object(databaseEnv).safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { dataDir: resolve(parsed.data.DATA_DIR), databaseUrl: parsed.data.DATABASE_URL };
}

/** The secret lives in DATA_DIR/secret.key, created on first start. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (PORT= in a .env file, say) counts as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    staticDir: resolve(e.STATIC_DIR),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    secret: e.APP_SECRET ?? readOrCreateSecret(resolve(e.DATA_DIR)),
    session: { idleMs: e.SESSION_IDLE_DAYS * DAY, absoluteMs: e.SESSION_MAX_DAYS * DAY },
    limits: DEFAULT_AUTH_LIMITS,
    contentDir: resolve(e.CONTENT_DIR),
    ai: e.AI_BASE_URL
      ? { baseURL: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL ?? 'gpt-4o-mini', timeoutMs: e.AI_TIMEOUT_MS }
      : null,
    aiMaxConcurrency: e.AI_MAX_CONCURRENCY,
    englishVariety: e.ENGLISH_VARIETY,
    analysis: { threads: e.ANALYSIS_THREADS, queue: e.ANALYSIS_QUEUE },
    aiQuota: { max: e.AI_HOURLY_QUOTA, windowMs: 60 * MINUTE },
    aiGlossQuota: { max: e.AI_GLOSS_HOURLY_QUOTA, windowMs: 60 * MINUTE },
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    siteUrl: e.SITE_URL?.replace(/\/+$/, ''),
    metricsToken: e.METRICS_TOKEN,
    checkResponses: e.CHECK_RESPONSES ? e.CHECK_RESPONSES === '1' : e.NODE_ENV !== 'production',
  };
}
