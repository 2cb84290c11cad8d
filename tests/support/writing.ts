// Saved drafts are checked after they are stored (issue 30): a test that
// needs the checker's result reads the list the way the writing page does,
// until no draft is pending any more.
import type { FastifyInstance } from 'fastify';
import type { Attempt } from '../../src/domain/writing.ts';

export async function checkedAttempts(
  app: FastifyInstance,
  user: { userId: string; cookie: string },
  taskKey?: string,
): Promise<Attempt[]> {
  const query = taskKey ? `?taskKey=${encodeURIComponent(taskKey)}` : '';
  // The checker's first text loads harper.js (seconds); later ones take a fraction of a second.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await app.inject({
      url: `/api/user/${user.userId}/writing/attempts${query}`,
      headers: { cookie: user.cookie },
    });
    const attempts = res.json().attempts as Attempt[];
    if (attempts.every((a) => !a.pending)) return attempts;
    if (Date.now() > deadline) throw new Error('the writing checker did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
