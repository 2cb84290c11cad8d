// One deletion for an account, whether the learner asks (DELETE /api/user/:id)
// or a volunteer does (npm run admin -- delete): every row about the learner,
// table by table (features/users/repository.ts), not only what ON DELETE
// CASCADE reaches.
import type { MyDataRepository } from './my-data.ts';

export async function deleteAccount(myData: MyDataRepository, userId: string): Promise<void> {
  await myData.delete(userId);
}
