// Downloadable stories and tasks as PDFs, made in a worker pool.
export { createPdfPool } from './pool.ts';
export { pdfRoutes } from './routes.ts';
