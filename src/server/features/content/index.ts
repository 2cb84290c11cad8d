// What other features may use of content: its repository and reports (the
// volunteer commands), and the measures of a draft that writing feedback
// builds on.
export { type Findings, measureWriting } from './offline-feedback.ts';
export { createContentReports } from './reports.ts';
export { createContentRepository } from './repository.ts';
