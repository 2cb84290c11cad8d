// The built front end, prerendered pages and /api/site/capabilities.
export { siteRoutes } from './routes.ts';
