// A security probe: while a learner with a 10 MB history downloaded "my data"
// in a loop, /healthz's p99 went from 9.9 to 367 ms (its median stayed at
// 1.4 ms): each export held the event loop for about a third of a second
// before the hourly allowance stopped the loop. Now the export is built and
// sent without holding the loop for more than a page at a time (decisions
// 018, 027). The server is its own process, so what is timed is what a
// monitor sees; the monitor asks from a thread of its own.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#src/server/db/client.ts';
import { EXPORT_LIMIT } from '#src/server/features/users/routes.ts';
import { registration } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { allowedP99, longestLoopHoldMs, METRICS_TOKEN, p99, startHealthzProbe } from './support/healthz-probe.ts';
import { createServerData, type ServerData, type ServerProcess, startServer } from './support/server-process.ts';

const EVENTS = 16_000;
const WORDS = 3_000;
/** Long drafts: a learner may save 50 a day, each up to MAX_ATTEMPT_CHARACTERS. */
const DRAFTS = 60;
const DRAFT =
  'Last summer I worked in a small hotel by the sea, and every morning I carried breakfast to the guests. '.repeat(480);
const DAY = 86_400_000;

describe.each(ENGINES)('exporting a 10 MB history in a loop on %s', (engine) => {
  let data: ServerData;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await data?.dispose();
  });

  it('keeps /healthz answering, past the hourly allowance too', async () => {
    data = await createServerData(engine);
    server = await startServer(data, { METRICS_TOKEN });
    const base = server.url;
    const res = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration()),
    });
    expect(res.status).toBe(201);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { userId } = (await res.json()) as { userId: string };

    // Years of reading, long drafts and a long word list, written straight into the server's database.
    const { db } = openDatabase(
      data.sqliteFile
        ? { engine: 'sqlite', file: data.sqliteFile }
        : { engine: 'postgres', url: data.env.DATABASE_URL ?? '', max: 1 },
    );
    const now = Date.now();
    try {
      for (let i = 0; i < EVENTS; i += 1_000)
        await db
          .insertInto('events')
          .values(
            Array.from({ length: 1_000 }, (_, j) => ({
              user_id: userId,
              id: `history-${i + j}`,
              type: 'reading-session',
              occurred_at: now - DAY - (((i + j) * 7919) % (1_000 * DAY)),
              recorded_at: now,
              xp: 12,
              data: JSON.stringify({
                type: 'reading-session',
                words: 250,
                seconds: 180,
                level: 'intermediate',
                topic: 'science',
                mode: 'normal',
                passageKey: `reading/intermediate/science/a-passage-about-${(i + j) % 500}`,
              }),
            })),
          )
          .execute();
      for (let i = 0; i < WORDS; i += 500)
        await db
          .insertInto('words')
          .values(
            Array.from({ length: 500 }, (_, j) => ({
              user_id: userId,
              word: `word-${i + j}`,
              definition: 'a piece of land beside a river, where people sit and watch the water go past',
              sentence: 'We sat on the bank of the river and watched the boats go slowly past the old mill.',
              sense_key: 'bank%1:17:01::',
              added_at: now - (i + j) * 60_000,
              due_at: now + (i + j) * 60_000,
              interval_days: 3,
              ease: 2.5,
              reps: 2,
            })),
          )
          .execute();
      await db
        .insertInto('writing_attempts')
        .values(
          Array.from({ length: DRAFTS }, (_, i) => ({
            id: `draft-${i}`,
            user_id: userId,
            task_key: 'writing/email-writing/fx-heating',
            mode: 'email-writing',
            text: DRAFT,
            words: 9_000,
            seconds: 3_000,
            score: 70,
            band: 6,
            cefr: 'B2',
            findings: 3,
            created_at: now - (i + 1) * DAY,
            analysed: 1,
            title: 'The heating',
            prompt: 'Write to your landlord.',
          })),
        )
        .execute();
    } finally {
      await db.destroy();
    }

    // A running site has its writing checker loaded (it loads in a thread of its own at start).
    const warm = await fetch(`${base}/api/evaluate-writing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ writingText: 'I read every day. I like long stories.', writingMode: 'email-writing' }),
    });
    expect(warm.status).toBe(200);

    // What a browser sends: the answer comes compressed, as it does on the site.
    const download = () =>
      fetch(`${base}/api/user/${userId}/export`, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    const first = await download();
    expect(first.status).toBe(200);
    const text = await first.text();
    expect((JSON.parse(text) as { events: unknown[] }).events).toHaveLength(EVENTS);

    // The server's own longest hold of its loop is printed, not asserted: on a shared two-core machine it also
    // counts the time the system gave the core to others (30 ms idle). export.test.ts asserts the CPU per turn.
    const probe = startHealthzProbe(base);
    try {
      await longestLoopHoldMs(base);
      const idle = await probe.sample(400);
      const idleHeld = await longestLoopHoldMs(base);
      const measuring = probe.sample();
      // The loop: one download after another until the allowance says no, and twice more.
      const statuses: number[] = [];
      const t0 = performance.now();
      for (let i = 0; i < EXPORT_LIMIT.max + 1; i++) {
        const answer = await download();
        statuses.push(answer.status);
        await answer.arrayBuffer();
      }
      const ms = performance.now() - t0;
      const held = await longestLoopHoldMs(base);
      probe.stop();
      const busy = await measuring;
      console.log(
        `${engine}: export of ${(text.length / 1e6).toFixed(1)} MB (${EVENTS} events, ${DRAFTS} drafts, ${WORDS} words); ` +
          `/healthz p99 idle ${p99(idle).toFixed(1)} ms, during ${statuses.length} downloads in ` +
          `${ms.toFixed(0)} ms ${p99(busy).toFixed(1)} ms (${busy.length} answers); ` +
          `the server's loop held at most ${held.toFixed(0)} ms at once (idle: ${idleHeld.toFixed(0)} ms)`,
      );
      expect(statuses).toEqual([...Array(EXPORT_LIMIT.max - 1).fill(200), 429, 429]);
      expect(busy.length).toBeGreaterThanOrEqual(200);
      expect(p99(busy)).toBeLessThanOrEqual(allowedP99(p99(idle)));
    } finally {
      await probe.close();
    }
    expect(server.errors()).toEqual([]);
  });
});
