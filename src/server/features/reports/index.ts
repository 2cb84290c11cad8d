// Reports: a learner reports a story or task; enough counted reports hide it
// until a volunteer looks (routes here, `npm run admin -- reports` through the
// same service).

export { reportsLearnerData } from './learner-data.ts';
export { createReportRepository } from './repository.ts';
export { reportRoutes } from './routes.ts';
export { createReports } from './service.ts';
