// Volunteer tutors read learners' writing (decision 038): routes here, the
// volunteers' commands (`npm run admin -- tutor …`) through the same service.
export { tutoringLearnerData } from './learner-data.ts';
export { createTutoringRepository } from './repository.ts';
export { tutoringRoutes } from './routes.ts';
export { createTutoring } from './service.ts';
