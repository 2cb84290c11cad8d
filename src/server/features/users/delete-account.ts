// One deletion for an account, whether the learner asks (DELETE /api/user/:id)
// or a volunteer does (npm run admin -- delete). Every table of the learner's
// references users with ON DELETE CASCADE, so one row's removal takes
// sessions, progress, words, writing and reset codes with it.
import type { createUserRepository } from '../auth/repository.ts';

export async function deleteAccount(users: ReturnType<typeof createUserRepository>, userId: string): Promise<void> {
  await users.delete(userId);
}
