// One learner must not be able to stall everyone (issue 13): after 20,000
// events, ten parallel profile reads and ten parallel 600,000-character
// writing attempts (and ten huge texts sent for feedback) run while /healthz
// is polled; its p99 stays under 100 ms.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPT_CHARACTERS } from '#src/domain/writing.ts';
import { openDatabase } from '#src/server/db/client.ts';
import { registration } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { createServerData, type ServerData, type ServerProcess, startServer } from './support/server-process.ts';

const EVENTS = 20_000;
const BATCH = 200;
/**
 * Issue 13's target. Measured on an otherwise idle two-core machine: SQLite
 * p99 14–41 ms, PostgreSQL 43–51 ms (before the worker pool: 3,330 and
 * 9,372 ms). With other heavy work on the same cores (parallel test runs)
 * PostgreSQL reached 108–121 ms: run this suite on its own, as .ci/run does.
 */
const P99_LIMIT_MS = { sqlite: 100, postgres: 100 } as const;

describe.each(ENGINES)('the stall scenario on %s', (engine) => {
  let data: ServerData;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await data?.dispose();
  });

  it(`keeps /healthz p99 under ${P99_LIMIT_MS[engine]} ms while one learner throws heavy requests`, async () => {
    data = await createServerData(engine);
    server = await startServer(data);
    const base = server.url;
    const post = (path: string, body: unknown, cookie: string) =>
      fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });

    const account = registration();
    const registered = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const userId = (await registered.json()).userId as string;

    // The attack of issue 13 first: 20,000 made-up reading sessions through the API, all refused now.
    let accepted = 0;
    const refusals = new Map<string, number>();
    for (let sent = 0; sent < EVENTS; sent += BATCH) {
      const events = Array.from({ length: BATCH }, (_, i) => ({
        id: `stall-${sent + i}-${randomUUID().slice(0, 8)}`,
        occurredAt: new Date(Date.now() - ((sent + i) % 20) * 86_400_000 - 60_000).toISOString(),
        data: { type: 'reading-session', words: 250, seconds: 120, level: 'intermediate', topic: 'science' },
      }));
      const res = await post(`/api/user/${userId}/activity`, { events }, cookie);
      if (res.ok) accepted += (await res.json()).accepted ?? 0;
      else {
        const key = `${res.status} ${(await res.json()).error}`;
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
      }
    }
    expect(accepted).toBe(0);
    // Then a long history the way years of practice leave one: 20,000 stored events.
    const { db } = openDatabase(
      data.sqliteFile
        ? { engine: 'sqlite', file: data.sqliteFile }
        : { engine: 'postgres', url: data.env.DATABASE_URL ?? '' },
    );
    const now = Date.now();
    for (let i = 0; i < EVENTS; i += 1_000) {
      await db
        .insertInto('events')
        .values(
          Array.from({ length: 1_000 }, (_, j) => ({
            user_id: userId,
            id: `history-${i + j}`,
            type: 'reading-session',
            occurred_at: now - 86_400_000 - (((i + j) * 7919) % (400 * 86_400_000)),
            recorded_at: now,
            xp: 12,
            data: JSON.stringify({
              type: 'reading-session',
              words: 250,
              seconds: 180,
              level: 'intermediate',
              topic: 'science',
              mode: 'normal',
            }),
          })),
        )
        .execute();
    }
    await db.destroy();
    // The first read after an upgrade builds the learner's running totals once; every read after it is O(1).
    expect((await fetch(`${base}/api/user/${userId}/profile`, { headers: { cookie } })).status).toBe(200);

    // The grammar checker loads on first use; a running site has it warm.
    const warm = await post(
      `/api/user/${userId}/writing/attempts`,
      {
        id: randomUUID(),
        taskKey: 'writing/email-writing/fx-heating',
        text: 'Dear Sam, hello.',
        secondsUsed: 30,
      },
      cookie,
    );
    expect(warm.status).toBeLessThan(500);

    // The heavy bodies are built before the clock starts: the poller runs in
    // this process too, and must time the server, not this test's own work.
    const text = 'I am writing to say thank you for the help. '.repeat(13_637).slice(0, 600_000);
    const feedbackBody = JSON.stringify({
      writingText: text.slice(0, MAX_ATTEMPT_CHARACTERS),
      writingMode: 'letter-writing',
    });
    const attemptBodies = Array.from({ length: 10 }, () =>
      JSON.stringify({
        id: randomUUID(),
        taskKey: 'writing/email-writing/fx-heating',
        text,
        secondsUsed: 600,
      }),
    );
    const send = (path: string, body: string) =>
      fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body }).then(
        (r) => r.status,
      );

    // /healthz, polled one at a time on its own connection, while the heavy requests run.
    const latencies: number[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const t0 = performance.now();
        const res = await fetch(`${base}/healthz`);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const started = performance.now();
    const heavy = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        fetch(`${base}/api/user/${userId}/profile`, { headers: { cookie } }).then((r) => r.status),
      ),
      // What the checker reads of a huge paste (its first 3,000 words) runs in the worker pool.
      ...Array.from({ length: 10 }, () => send('/api/evaluate-writing', feedbackBody)),
      ...attemptBodies.map((body) => send(`/api/user/${userId}/writing/attempts`, body)),
    ]);
    const heavySeconds = (performance.now() - started) / 1000;
    polling = false;
    await poller;

    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.POSITIVE_INFINITY;
    const max = sorted[sorted.length - 1] ?? Number.POSITIVE_INFINITY;
    console.log(
      `${engine}: ${accepted} of ${EVENTS} events accepted (refused batches: ${JSON.stringify(Object.fromEntries(refusals))}); ` +
        `heavy requests took ${heavySeconds.toFixed(1)} s, answered ${JSON.stringify(heavy)}; ` +
        `/healthz polled ${latencies.length} times: p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    expect(heavy.every((status) => status < 500 || status === 503)).toBe(true);
    expect(latencies.length).toBeGreaterThan(10);
    expect(p99).toBeLessThan(P99_LIMIT_MS[engine]);
  });
});
