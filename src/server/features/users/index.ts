// What other features may use of the learner's own account: deleting it
// (the volunteer commands delete an account the same way the learner does).
export { deleteAccount } from './delete-account.ts';
