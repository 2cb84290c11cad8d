// What every group of features is built with (app.ts makes them once).
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SessionManager, UserRepository } from '../features/auth/index.ts';
import type { Metrics } from '../features/metrics/index.ts';
import type { Authorization } from '../http/authorize.ts';
import type { RateLimitRepository } from '../rate-limits/repository.ts';

export type Shared = {
  db: Db;
  config: Config;
  /** The app's clock (epoch ms). */
  now: () => number;
  users: UserRepository;
  sessions: SessionManager;
  limits: RateLimitRepository;
  authorization: Authorization;
  /** Null unless METRICS_TOKEN is set. */
  metrics: Metrics | null;
};
