// What other features may use of the learner's own account: deleting it and
// the repository of everything held about them (the volunteer commands delete
// an account the same way the learner does).
export { deleteAccount } from './delete-account.ts';
export { createMyDataRepository } from './my-data.ts';
export { userRoutes } from './routes.ts';
