// The worker's entry when the server runs from TypeScript source (tests, dev):
// worker threads do not inherit tsx's loader, so register it here first.
import { register } from 'tsx/esm/api';

register();
export default (await import('./dictionary-worker.ts')).default;
