// What other features may use of progress: the service that records the
// events they verify themselves (a saved word, a scored writing attempt).
export type { ProgressService } from './service.ts';
