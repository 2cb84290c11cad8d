// What other features may use of the word list: what it holds about a learner (for their data export).
export { wordsLearnerData } from './learner-data.ts';
export { createWordRepository } from './repository.ts';
export { wordRoutes } from './routes.ts';
export { createWordService } from './service.ts';
