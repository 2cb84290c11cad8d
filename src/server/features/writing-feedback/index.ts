// Writing feedback: the analysis of a draft (checker, learned detector,
// learner-error rules, level estimate) run in worker threads by
// analysis-pool.ts, and the Get feedback route.
export { type Analyse, createAnalysisPool } from './analysis-pool.ts';
export { writingFeedbackRoutes } from './routes.ts';
export { createWritingFeedbackService } from './service.ts';
export { createLearnerStanding } from './standing.ts';
