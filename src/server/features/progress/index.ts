// What other features may use of progress: the service that records the
// events they verify themselves (a saved word, a scored writing attempt), and
// the learner's profile as the API answers it.

export { progressLearnerData } from './learner-data.ts';
export type { ProfileReader } from './profile.ts';
export { createProfileReader } from './profile.ts';
export { createProgressRepository } from './repository.ts';
export { progressRoutes } from './routes.ts';
export type { ProgressService } from './service.ts';
export { createProgressService } from './service.ts';
