import { describe, expect, it } from 'vitest';
import { createFairQueue, FairQueueRefusal } from './fair-queue.ts';

/** A job the test finishes by hand, recording when it started. */
function controlled(log: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: () => {
      log.push(name);
      return done.then(() => name);
    },
    finish: () => finish(),
  };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the fair queue', () => {
  it('serves owners in turn: a flooding owner waits behind their own work, not in front of others', async () => {
    const q = createFairQueue({ slots: 1, perOwnerWaiting: 1, maxWaiting: 8 });
    const log: string[] = [];
    const flood1 = controlled(log, 'flood-1');
    const flood2 = controlled(log, 'flood-2');
    const other = controlled(log, 'other');
    const a = q.submit('flooder', flood1.run);
    const b = q.submit('flooder', flood2.run);
    // A third text from the same learner while two are in: refused, the queue keeps no more of theirs.
    await expect(q.submit('flooder', async () => 'x')).rejects.toEqual(new FairQueueRefusal('owner-busy'));
    const c = q.submit('other', other.run);
    expect(log).toEqual(['flood-1']);
    flood1.finish();
    await a;
    await settle();
    // The other learner came after the flooder's second text, and is served before it.
    expect(log).toEqual(['flood-1', 'other']);
    other.finish();
    await c;
    await settle();
    expect(log).toEqual(['flood-1', 'other', 'flood-2']);
    flood2.finish();
    expect(await b).toBe('flood-2');
    expect(q.stats()).toEqual({ waiting: 0, running: 0 });
  });

  it('runs one job per owner at a time, however many slots are free', async () => {
    const q = createFairQueue({ slots: 4, perOwnerWaiting: 1, maxWaiting: 8 });
    const log: string[] = [];
    const first = controlled(log, 'a-1');
    const second = controlled(log, 'a-2');
    const p1 = q.submit('a', first.run);
    const p2 = q.submit('a', second.run);
    await settle();
    expect(log).toEqual(['a-1']);
    first.finish();
    await p1;
    await settle();
    expect(log).toEqual(['a-1', 'a-2']);
    second.finish();
    await p2;
  });

  it('refuses when the whole queue is full, but always takes stored background work', async () => {
    const q = createFairQueue({ slots: 1, perOwnerWaiting: 1, maxWaiting: 1 });
    const log: string[] = [];
    const running = controlled(log, 'a');
    const pa = q.submit('a', running.run);
    const pb = q.submit('b', async () => 'b');
    await expect(q.submit('c', async () => 'c')).rejects.toEqual(new FairQueueRefusal('full'));
    const pc = q.submit('c', async () => 'c', { background: true });
    running.finish();
    expect(await Promise.all([pa, pb, pc])).toEqual(['a', 'b', 'c']);
  });

  it('passes a failing job’s error to its caller and goes on with the next', async () => {
    const q = createFairQueue({ slots: 1, perOwnerWaiting: 1, maxWaiting: 8 });
    const failing = q.submit('a', () => Promise.reject(new Error('worker died')));
    const next = q.submit('b', async () => 'fine');
    await expect(failing).rejects.toThrow('worker died');
    expect(await next).toBe('fine');
  });
});
