// What other features may use of the volunteers' tools: what the audit trail holds about a learner.
export { adminLearnerData } from './learner-data.ts';
