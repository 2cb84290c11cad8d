// Issue 13 figures, on the real app: the XP one request of 200 made-up
// reading sessions earns a new account, and how long profile/progress reads
// take for a learner with 20,000 stored events (and how long /healthz waits
// behind ten of them at once). Run: npx tsx bench/fair-play.ts
import { randomUUID } from 'node:crypto';
import type { Engine } from '../src/server/db/client.ts';
import { createTestApp } from '../tests/support/app.ts';
import { registerUser } from '../tests/support/builders.ts';
import { ENGINES } from '../tests/support/database.ts';
import { ms, percentiles, time } from './stats.ts';

const HISTORY = Number(process.env.BENCH_HISTORY ?? 20_000);
const DAY = 86_400_000;

export async function benchFairPlay(engine: Engine) {
  const t = await createTestApp(engine);
  try {
    // The attack: 200 made-up sessions, each claiming the most words and time the schema allows.
    const attacker = await registerUser(t.app);
    const now = Date.now();
    const events = Array.from({ length: 200 }, (_, i) => ({
      id: randomUUID(),
      occurredAt: new Date(now - (i + 1) * 60_000).toISOString(),
      data: { type: 'reading-session', words: 20_000, seconds: 14_400, level: 'early-learner', topic: 'food' },
    }));
    const attack = await t.app.inject({
      method: 'POST',
      url: `/api/user/${attacker.userId}/activity`,
      payload: { events, timeZone: 'UTC' },
      headers: { cookie: attacker.cookie },
    });
    const attackerProfile = (
      await t.app.inject({ url: `/api/user/${attacker.userId}/profile`, headers: { cookie: attacker.cookie } })
    ).json();

    // A long history, stored as rows (as years of practice, or an old attack, left it), spread over 400 days.
    const learner = await registerUser(t.app);
    const { db } = t.database;
    for (let i = 0; i < HISTORY; i += 1_000) {
      await db
        .insertInto('events')
        .values(
          Array.from({ length: Math.min(1_000, HISTORY - i) }, (_, j) => {
            const n = i + j;
            const quiz = n % 4 === 3;
            return {
              user_id: learner.userId,
              id: `hist-${n}`,
              type: quiz ? 'quiz' : 'reading-session',
              occurred_at: now - DAY - ((n * 7919) % (400 * DAY)),
              recorded_at: now,
              xp: quiz ? 15 : 12,
              data: JSON.stringify(
                quiz
                  ? { type: 'quiz', correct: 5, total: 5, level: 'early-learner', topic: 'food' }
                  : {
                      type: 'reading-session',
                      words: 250,
                      seconds: 180,
                      level: 'early-learner',
                      topic: 'food',
                      mode: 'normal',
                    },
              ),
            };
          }),
        )
        .execute();
    }
    const read = (path: string) =>
      t.app.inject({ url: `/api/user/${learner.userId}/${path}?tz=UTC`, headers: { cookie: learner.cookie } });
    const first = await time(() => read('profile'));
    const profile: number[] = [];
    const progress: number[] = [];
    for (let i = 0; i < 30; i++) {
      profile.push(await time(() => read('profile')));
      progress.push(await time(() => read('progress')));
    }
    // Ten parallel profile reads, and /healthz asked at the same moment.
    let health = 0;
    const parallel = await time(() =>
      Promise.all([
        ...Array.from({ length: 10 }, () => read('profile')),
        time(() => t.app.inject({ url: '/healthz' })).then((d) => {
          health = d;
        }),
      ]),
    );
    return {
      engine,
      attack: { status: attack.statusCode, points: Number(attackerProfile.profile?.points ?? 0) },
      first,
      profile: percentiles(profile),
      progress: percentiles(progress),
      parallel,
      health,
    };
  } finally {
    await t.close();
  }
}

export function printFairPlay(r: Awaited<ReturnType<typeof benchFairPlay>>) {
  console.log(
    `fair play on ${r.engine}: 200 made-up reading sessions -> ${r.attack.status}, ${r.attack.points} XP; ` +
      `with ${HISTORY.toLocaleString('en')} events: first profile read ${ms(r.first)}, ` +
      `profile p50 ${ms(r.profile.p50)} p99 ${ms(r.profile.p99)}, progress p50 ${ms(r.progress.p50)} p99 ${ms(r.progress.p99)}; ` +
      `10 parallel profile reads ${ms(r.parallel)}, /healthz beside them ${ms(r.health)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const engine of ENGINES) printFairPlay(await benchFairPlay(engine));
}
