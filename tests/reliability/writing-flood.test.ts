// Issue 30, second attack: one learner kept 10 large "Get feedback" requests
// in flight, and every other learner got 503 on "Get feedback" (30 of 30)
// and on saving a writing attempt, because the checker's queue was shared
// and saving waited on it. Now the checker serves learners in turn (one text
// each, one more waiting, 429 beyond) and a save is stored before it is
// checked: another learner's feedback and saves all answer 200.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPT_CHARACTERS } from '#src/domain/writing.ts';
import { registration } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { createServerData, type ServerData, type ServerProcess, startServer } from './support/server-process.ts';

const TASK = 'writing/email-writing/fx-heating';
const LETTER =
  'Dear Mr Lee,\n\nThe heating in my flat has not worked since Monday. My children are cold at night and we use blankets in the kitchen. Could you please send someone this week? I am at home every morning.\n\nKind regards,\nAna';

describe.each(ENGINES)('one learner flooding the writing checker on %s', (engine) => {
  let data: ServerData;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await data?.dispose();
  });

  it("leaves another learner's feedback and saves answered (200, not 503)", async () => {
    data = await createServerData(engine);
    server = await startServer(data);
    const base = server.url;
    const signUp = async () => {
      const res = await fetch(`${base}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registration()),
      });
      expect(res.status).toBe(201);
      return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '', userId: (await res.json()).userId };
    };
    const post = (path: string, body: string, cookie: string) =>
      fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body }).then(
        async (r) => ({ status: r.status, body: await r.json() }),
      );
    const flooder = await signUp();
    const other = await signUp();
    const feedback = JSON.stringify({ writingText: LETTER, writingMode: 'email-writing' });
    // The checker loads harper.js on first use; a running site has it warm.
    expect((await post('/api/evaluate-writing', feedback, other.cookie)).status).toBe(200);

    const huge = JSON.stringify({
      writingText: 'I am writing to say thank you for all the help with the flat. '
        .repeat(1_000)
        .slice(0, MAX_ATTEMPT_CHARACTERS),
      writingMode: 'letter-writing',
    });
    // Ten heavy texts in flight at all times, until the other learner is done.
    let flooding = true;
    const floodStatuses: number[] = [];
    const lanes = Array.from({ length: 10 }, async () => {
      while (flooding) floodStatuses.push((await post('/api/evaluate-writing', huge, flooder.cookie)).status);
    });

    const feedbackStatuses: number[] = [];
    const feedbackMs: number[] = [];
    const saveStatuses: number[] = [];
    const saves = (async () => {
      for (let i = 0; i < 10; i++) {
        const body = JSON.stringify({ id: randomUUID(), taskKey: TASK, text: `${LETTER}\n\n${i}`, secondsUsed: 600 });
        saveStatuses.push((await post(`/api/user/${other.userId}/writing/attempts`, body, other.cookie)).status);
      }
    })();
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      feedbackStatuses.push((await post('/api/evaluate-writing', feedback, other.cookie)).status);
      feedbackMs.push(performance.now() - t0);
    }
    await saves;
    flooding = false;
    await Promise.all(lanes);

    const sorted = [...feedbackMs].sort((a, b) => a - b);
    const p99 = sorted[Math.ceil(sorted.length * 0.99) - 1] ?? 0;
    const count = (s: number[], status: number) => s.filter((x) => x === status).length;
    console.log(
      `${engine}: the other learner's feedback ${JSON.stringify(feedbackStatuses)} (p99 ${p99.toFixed(0)} ms), ` +
        `saves ${JSON.stringify(saveStatuses)}; the flooder's ${floodStatuses.length} requests: ` +
        `${count(floodStatuses, 200)} checked, ${count(floodStatuses, 429)} told to wait (429), ${count(floodStatuses, 503)} busy (503)`,
    );
    expect(feedbackStatuses).toEqual(Array(10).fill(200));
    expect(saveStatuses).toEqual(Array(10).fill(200));
    // The flooder never had more than their own share: most of the ten lanes were told to wait.
    expect(count(floodStatuses, 429)).toBeGreaterThan(count(floodStatuses, 200));
    expect(count(floodStatuses, 503)).toBe(0);
    expect(server.errors()).toEqual([]);
  });
});
