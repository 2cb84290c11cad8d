// Passage load from the database (p50/p99), through the real app, on each
// engine, and warm dictionary lookups per second.
import { randomUUID } from 'node:crypto';
import type { Engine } from '../src/server/db/client.ts';
import { createDictionary } from '../src/server/features/word-help/service.ts';
import { createTestApp } from '../tests/support/app.ts';
import { registerUser } from '../tests/support/builders.ts';
import { fixturePassage } from '../tests/support/library-fixture.ts';
import { ms, percentiles, time } from './stats.ts';

const PASSAGES = 5_000;
const LOADS = 2_000;

export async function benchPassageLoad(engine: Engine) {
  const t = await createTestApp(engine);
  try {
    const { cookie } = await registerUser(t.app);
    const body = JSON.stringify(fixturePassage('bench', 'intermediate', 'science'));
    const keys: string[] = [];
    for (let i = 0; i < PASSAGES; i += 500) {
      const rows = Array.from({ length: 500 }, (_, j) => {
        const key = `reading/intermediate/science/ai-${randomUUID()}`;
        keys.push(key);
        return {
          key,
          level: 'intermediate',
          topic: 'science',
          title: `Bench ${i + j}`,
          source: 'ai',
          body,
          french: null,
          created_by: null,
          created_at: Date.now() - i - j,
        };
      });
      await t.database.db.insertInto('passages').values(rows).execute();
    }
    const samples: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const key = keys[Math.floor(Math.random() * keys.length)];
      samples.push(
        await time(() =>
          t.app.inject({ method: 'POST', url: '/api/passage-content', payload: { key }, headers: { cookie } }),
        ),
      );
    }
    const list: number[] = [];
    for (let i = 0; i < 200; i++) {
      list.push(
        await time(() =>
          t.app.inject({ url: '/api/passages?level=intermediate&topic=science&limit=50', headers: { cookie } }),
        ),
      );
    }
    return { engine, load: percentiles(samples), list: percentiles(list) };
  } finally {
    await t.close();
  }
}

const WORDS = [
  'harvested',
  'children',
  'market',
  'bank',
  'running',
  'neighbour',
  'winter',
  'clinic',
  'ticket',
  'better',
  'went',
  'journey',
  'recipe',
  'science',
  'history',
];

export async function benchDictionary(seconds = 2) {
  const dictionary = createDictionary();
  for (const w of WORDS) await dictionary.define(w); // warm
  let lookups = 0;
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    await dictionary.define(WORDS[lookups % WORDS.length] ?? 'bank');
    lookups++;
  }
  return lookups / seconds;
}

export function printPassageLoad(r: Awaited<ReturnType<typeof benchPassageLoad>>) {
  console.log(
    `passage load (${PASSAGES} stored, ${LOADS} loads) on ${r.engine}: p50 ${ms(r.load.p50)}, p99 ${ms(r.load.p99)}; first page of the list: p50 ${ms(r.list.p50)}, p99 ${ms(r.list.p99)}`,
  );
}
