// What other features may use of reading: the name a reading level is shown by.
export { levelLabel } from './level-label.ts';
