// Passages: the stories learners read. Other features use a story by key
// (word help, PDFs, reports) through what is exported here.

export { passagesLearnerData } from './learner-data.ts';
export { syncLibraryPassages } from './library-sync.ts';
export { createPassageRepository } from './repository.ts';
export { passageRoutes } from './routes.ts';
export { createPassageService } from './service.ts';
