// The built front end, prerendered pages and /api/site/capabilities.
export type { OpenedText } from './first-paint.ts';
export { siteRoutes } from './routes.ts';
