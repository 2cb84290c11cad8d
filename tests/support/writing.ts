// Saved drafts are checked after they are stored (issue 30): a test that
// needs the checker's result reads the list the way the writing page does,
// and while a draft is pending waits for the app to say the learner's drafts
// were checked (no polling on a timer).
import type { Attempt } from '#src/domain/writing.ts';
import type { TestApp } from './app.ts';

export async function checkedAttempts(
  t: TestApp,
  user: { userId: string; cookie: string },
  taskKey?: string,
): Promise<Attempt[]> {
  const query = taskKey ? `?taskKey=${encodeURIComponent(taskKey)}` : '';
  for (;;) {
    // Listening before reading: a check that ends between the two cannot be missed.
    const checked = t.nextDraftsChecked(user.userId);
    const res = await t.app.inject({
      url: `/api/user/${user.userId}/writing/attempts${query}`,
      headers: { cookie: user.cookie },
    });
    const attempts = res.json().attempts as Attempt[];
    if (attempts.every((a) => !a.pending)) return attempts;
    await checked;
  }
}
