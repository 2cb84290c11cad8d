// /healthz: the database answers.
export { healthRoutes } from './routes.ts';
