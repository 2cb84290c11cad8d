// The real app on a real database, for API tests through app.inject().
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AiClient } from '#src/server/ai/provider.ts';
import { buildApp } from '#src/server/app.ts';
import { type Config, loadConfig } from '#src/server/config.ts';
import type { Engine } from '#src/server/db/client.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { writeFixtureLibrary } from './library-fixture.ts';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Resolves the next time the learner's saved drafts have all been checked (the checker runs after the save). */
  nextDraftsChecked: (userId: string) => Promise<void>;
  close: () => Promise<void>;
};

export async function createTestApp(
  engine: Engine,
  overrides: Partial<Config> = {},
  options: {
    ai?: AiClient | null;
    onRoute?: (route: RouteOptions) => void;
    /** Receives every warning the app logs, as parsed JSON. */
    logs?: Record<string, unknown>[];
    /** A database the test made itself (one of createTwoHandleDatabase's two handles, or one another process opens too). */
    database?: TestDatabase;
    /** The app's clock (tests/support/clock.ts), for tests whose answer depends on the time of day. */
    now?: () => number;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'english-test-'));
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  // Every test signs up from 127.0.0.1; the limits get their own tests with small windows.
  const roomy = { max: 10_000, windowMs: 60_000 };
  const limits = {
    failedLoginFromAddress: roomy,
    failedLogin: roomy,
    failedLoginPerAddress: roomy,
    deletePassword: roomy,
    register: roomy,
    forgot: roomy,
    reset: roomy,
    wrongAnswer: roomy,
  };
  const config: Config = { ...base, limits, contentDir: writeFixtureLibrary(), ...overrides };
  const database = options.database ?? (await createTestDatabase(engine));
  // The app's onClose hook destroys the Kysely instance; dispose removes the schema.
  const logs = options.logs;
  const logger = logs
    ? { level: 'warn', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } }
    : false;
  const checked = new EventEmitter();
  const app = await buildApp({
    config,
    database,
    logger,
    ai: options.ai ?? null,
    onRoute: options.onRoute,
    onDraftsChecked: (userId) => checked.emit(userId),
    now: options.now,
  });
  return {
    app,
    database,
    config,
    nextDraftsChecked: (userId) => new Promise((resolve) => checked.once(userId, () => resolve())),
    close: async () => {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
      if (!overrides.contentDir) rmSync(config.contentDir, { recursive: true, force: true });
    },
  };
}
