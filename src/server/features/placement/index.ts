// The reading check that suggests a level after sign-up.
export { loadPlacementCheck } from './check.ts';
export { placementRoutes } from './routes.ts';
