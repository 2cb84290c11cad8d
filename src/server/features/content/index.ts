// What other features may use of content: its repository and reports (the
// volunteer commands).
export { createContentReports } from './reports.ts';
export { createContentRepository } from './repository.ts';
