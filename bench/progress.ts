// Leaderboard and profile queries (p50/p99) with 100,000 learners and
// 2,000,000 events, through the real service on each engine.
import { randomUUID } from 'node:crypto';
import type { Engine } from '../src/server/db/client.ts';
import { createProgressRepository } from '../src/server/features/progress/repository.ts';
import { createProgressService } from '../src/server/features/progress/service.ts';
import { createTestDatabase } from '../tests/support/database.ts';
import { ms, percentiles, time } from './stats.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000_000);
const BATCH = 1_000;

export async function benchProgress(engine: Engine) {
  const database = await createTestDatabase(engine);
  const { db } = database;
  try {
    const started = Date.now();
    const ids = Array.from({ length: LEARNERS }, () => randomUUID());
    for (let i = 0; i < LEARNERS; i += BATCH) {
      await db
        .insertInto('users')
        .values(
          ids.slice(i, i + BATCH).map((id, j) => ({
            id,
            email: `bench${i + j}@example.org`,
            username: `Learner ${i + j}`,
            password_hash: 'x',
            security_question: 'q',
            security_answer_hash: 'x',
            created_at: 0,
            last_login_at: null,
          })),
        )
        .execute();
    }
    const repo = createProgressRepository(db);
    const now = Date.now();
    const data = JSON.stringify({ type: 'quiz', correct: 4, total: 5, level: 'early-learner', topic: 'food' });
    for (let i = 0; i < EVENTS; i += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, EVENTS - i) }, (_, j) => ({
        user_id: ids[(i + j) % LEARNERS] as string,
        id: `e${i + j}`,
        type: 'quiz',
        // Spread over the last 28 days, so a week holds about a quarter of them.
        occurred_at: now - (((i + j) * 7919) % (28 * 86_400_000)),
        recorded_at: now,
        xp: 5 + ((i + j) % 11),
        data,
      }));
      await repo.insertEvents(db, rows);
    }
    const seeded = (Date.now() - started) / 1000;
    const service = createProgressService(repo);
    const board: number[] = [];
    const profile: number[] = [];
    for (let i = 0; i < 50; i++) board.push(await time(() => service.leaderboard(ids[i * 997] as string)));
    for (let i = 0; i < 500; i++)
      profile.push(await time(() => service.summary(ids[(i * 7919) % LEARNERS] as string, 'America/Toronto')));
    return { engine, seeded, leaderboard: percentiles(board), profile: percentiles(profile) };
  } finally {
    await database.dispose();
  }
}

export function printProgress(r: Awaited<ReturnType<typeof benchProgress>>) {
  console.log(
    `progress with ${LEARNERS.toLocaleString('en')} learners and ${EVENTS.toLocaleString('en')} events on ${r.engine} (seeded in ${r.seeded.toFixed(0)} s): ` +
      `weekly leaderboard p50 ${ms(r.leaderboard.p50)}, p99 ${ms(r.leaderboard.p99)}; profile p50 ${ms(r.profile.p50)}, p99 ${ms(r.profile.p99)}`,
  );
}
