// kill -9 in the middle of mixed writes, then restart on the same data: every
// write the server acknowledged is still there, and SQLite's file is sound
// (issue 13).
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { registration } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { createServerData, type ServerData, startServer } from './support/server-process.ts';

type Learner = { email: string; password: string; userId: string; cookie: string };
type Acknowledged = { learners: Learner[]; words: Map<string, string[]>; attempts: Map<string, string[]> };

const CYCLES = 3;
const LOAD_MS = 2000;
const WRITERS = 6;

async function request(base: string, path: string, body: unknown, cookie?: string) {
  return fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** One writer: sign up, then save words and writing attempts until the server dies. */
async function writer(base: string, acked: Acknowledged, stop: () => boolean, n: number) {
  while (!stop()) {
    try {
      const account = registration();
      const res = await request(base, '/api/user/register', account);
      if (res.status !== 201) continue;
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const learner = { email: account.email, password: account.password, userId: (await res.json()).userId, cookie };
      acked.learners.push(learner);
      for (let i = 0; i < 10 && !stop(); i++) {
        const word = `word${'abcdefghij'[n]}${'abcdefghijklmnopqrstuvwxyz'[i]}`;
        const saved = await request(base, `/api/user/${learner.userId}/words`, { word, definition: 'a test' }, cookie);
        if (saved.ok) acked.words.set(learner.userId, [...(acked.words.get(learner.userId) ?? []), word]);
        if (i % 3 === 0) {
          const id = randomUUID();
          const attempt = await request(
            base,
            `/api/user/${learner.userId}/writing/attempts`,
            {
              id,
              taskKey: 'writing/email-writing/fx-heating',
              text: 'Dear Sam, thank you.',
              secondsUsed: 30,
            },
            cookie,
          );
          if (attempt.ok) acked.attempts.set(learner.userId, [...(acked.attempts.get(learner.userId) ?? []), id]);
        }
      }
    } catch {
      // The server was killed mid-request: that write was never acknowledged.
    }
  }
}

async function warmUp(base: string, acked: Acknowledged) {
  let stopped = false;
  const done = writer(base, acked, () => stopped, 9);
  const deadline = Date.now() + 60_000;
  while (acked.attempts.size === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  stopped = true;
  await done;
  // A saved attempt is answered before the checker reads it (issue 30): ask for feedback once,
  // which waits for the checker, so its loading is over before the load starts.
  const learner = acked.learners.at(-1);
  if (learner)
    await request(
      base,
      '/api/evaluate-writing',
      { writingText: 'Dear Sam, thank you for the help.', writingMode: 'email-writing' },
      learner.cookie,
    );
}

describe.each(ENGINES)('kill -9 under write load on %s', (engine) => {
  let data: ServerData;
  afterAll(() => data?.dispose());

  it(`keeps every acknowledged write through ${CYCLES} crashes`, async () => {
    data = await createServerData(engine);
    const acked: Acknowledged = { learners: [], words: new Map(), attempts: new Map() };
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await startServer(data);
      // The grammar checker loads on first use (seconds): load it before the clock starts.
      await warmUp(server.url, acked);
      let stopped = false;
      const writers = Array.from({ length: WRITERS }, (_, n) => writer(server.url, acked, () => stopped, n));
      await new Promise((r) => setTimeout(r, LOAD_MS));
      await server.kill9();
      stopped = true;
      await Promise.all(writers);
      if (data.sqliteFile) {
        const file = new SQLite(data.sqliteFile);
        expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
        file.close();
      }
    }

    const server = await startServer(data);
    try {
      const missing: string[] = [];
      for (const learner of acked.learners) {
        const login = await request(server.url, '/api/user/login', {
          email: learner.email,
          password: learner.password,
        });
        if (login.status !== 200) {
          missing.push(`account ${learner.email}: ${login.status}`);
          continue;
        }
        const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        const words = (
          await (await fetch(`${server.url}/api/user/${learner.userId}/words`, { headers: { cookie } })).json()
        ).words as { word: string }[];
        for (const word of acked.words.get(learner.userId) ?? []) {
          if (!words.some((w) => w.word === word)) missing.push(`word ${word} of ${learner.email}`);
        }
        const attempts = (
          await (
            await fetch(`${server.url}/api/user/${learner.userId}/writing/attempts`, { headers: { cookie } })
          ).json()
        ).attempts as { id: string }[];
        for (const id of acked.attempts.get(learner.userId) ?? []) {
          if (!attempts.some((a) => a.id === id)) missing.push(`attempt ${id} of ${learner.email}`);
        }
      }
      const wordCount = [...acked.words.values()].reduce((sum, list) => sum + list.length, 0);
      const attemptCount = [...acked.attempts.values()].reduce((sum, list) => sum + list.length, 0);
      console.log(
        `${engine}: ${CYCLES} kill -9 crashes; acknowledged ${acked.learners.length} accounts, ${wordCount} words, ` +
          `${attemptCount} writing attempts; missing after restart: ${missing.length}`,
      );
      expect(acked.learners.length).toBeGreaterThan(CYCLES);
      expect(wordCount).toBeGreaterThan(CYCLES * 5);
      expect(attemptCount).toBeGreaterThan(0);
      expect(missing).toEqual([]);
      expect(server.errors()).toEqual([]);
    } finally {
      await server.stop();
    }
    if (data.sqliteFile) {
      const file = new SQLite(data.sqliteFile);
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      file.close();
    }
  });
});
