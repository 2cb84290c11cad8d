// Progress: verified practice folded into XP, levels, streaks, badges,
// challenges and the leaderboard; saved words; the reading check.
import type { FastifyInstance } from 'fastify';
import { legacySnapshotRoutes } from '../features/legacy-snapshots/index.ts';
import { loadPlacementCheck, placementRoutes } from '../features/placement/index.ts';
import {
  createProfileReader,
  createProgressRepository,
  createProgressService,
  progressRoutes,
} from '../features/progress/index.ts';
import { createWordRepository, createWordService, wordRoutes } from '../features/words/index.ts';
import type { Shared } from './shared.ts';

export async function registerProgress(app: FastifyInstance, { db, config, now, users, authorization }: Shared) {
  const progress = createProgressService(createProgressRepository(db), now);
  const profiles = createProfileReader({ service: progress });
  await app.register(progressRoutes({ service: progress, profiles, authorization }));
  // SPEC §7 calls that only a client written to the spec's contract makes.
  await app.register(legacySnapshotRoutes({ progress, profiles, users, authorization, now }));
  await app.register(
    wordRoutes({ service: createWordService({ repo: createWordRepository(db), progress, now }), authorization }),
  );
  await app.register(placementRoutes({ check: loadPlacementCheck(config.contentDir), progress, authorization, now }));
  return { progress, profiles };
}
