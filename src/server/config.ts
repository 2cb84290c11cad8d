// The environment, read once and validated (ARCHITECTURE "Configuration").
// A bad value stops start-up with a message that names every bad key.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type EnglishVariety, englishVarietySchema } from '../domain/english-variety.ts';

const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the embedded SQLite database)')
    .optional(),
  STATIC_DIR: z.string().min(1).default('dist/client'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
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
  ENGLISH_VARIETY: englishVarietySchema.default('both'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
  trustProxy: boolean;
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
  aiQuota: Limit;
};

export class ConfigError extends Error {}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A counter: at most `max` within `windowMs`. */
export type Limit = { max: number; windowMs: number };
export type AuthLimits = {
  /** Failed sign-ins, per account and per client address. */
  failedLogin: Limit;
  register: Limit;
  forgot: Limit;
  /** Reset attempts, per account and per client address. */
  reset: Limit;
  /** Wrong security answers per account before resets lock for the window. */
  wrongAnswer: Limit;
};

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  failedLogin: { max: 10, windowMs: 15 * MINUTE },
  // Generous: a class at a library or community centre signs up from one address.
  register: { max: 50, windowMs: 60 * MINUTE },
  forgot: { max: 10, windowMs: 15 * MINUTE },
  reset: { max: 10, windowMs: 15 * MINUTE },
  wrongAnswer: { max: 5, windowMs: 60 * MINUTE },
};

/** The secret lives in DATA_DIR/secret.key, created on first start. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
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
    aiQuota: { max: e.AI_HOURLY_QUOTA, windowMs: 60 * MINUTE },
  };
}
