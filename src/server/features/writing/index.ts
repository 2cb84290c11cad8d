// What other features may use of writing attempts: what they hold about a learner (for their data export).
export { writingLearnerData } from './learner-data.ts';
export { createWritingRepository } from './repository.ts';
export { writingRoutes } from './routes.ts';
export { createWritingService } from './service.ts';
