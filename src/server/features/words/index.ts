// What other features may use of the word list: what it holds about a learner (for their data export).
export { wordsLearnerData } from './learner-data.ts';
