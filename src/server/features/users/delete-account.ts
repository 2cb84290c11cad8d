// One deletion for an account, whether the learner asks (DELETE /api/user/:id)
// or a volunteer does (npm run admin -- delete). Every table of the learner's
// references users with ON DELETE CASCADE, so one row's removal takes
// sessions, progress, words, writing and reset codes with it.
import type { UserRepository } from '../auth/index.ts';

export async function deleteAccount(users: UserRepository, userId: string): Promise<void> {
  await users.delete(userId);
}
