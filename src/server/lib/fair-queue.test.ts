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
    const q = createFairQueue({ slots: 1, perOwnerWaiting: 1, maxWaiting: 8, unprovenWaiting: 8 });
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
    expect(q.stats()).toEqual({ waiting: 0, running: 0, deferred: 0 });
  });

  it('runs one job per owner at a time, however many slots are free', async () => {
    const q = createFairQueue({ slots: 4, perOwnerWaiting: 1, maxWaiting: 8, unprovenWaiting: 8 });
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
    const q = createFairQueue({ slots: 1, perOwnerWaiting: 1, maxWaiting: 1, unprovenWaiting: 1 });
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
    const q = createFairQueue({ slots: 1, perOwnerWaiting: 1, maxWaiting: 8, unprovenWaiting: 8 });
    const failing = q.submit('a', () => Promise.reject(new Error('worker died')));
    const next = q.submit('b', async () => 'fine');
    await expect(failing).rejects.toThrow('worker died');
    expect(await next).toBe('fine');
  });

  it('keeps the last place for someone with nothing in the queue: one already waiting is told to wait (owner-busy)', async () => {
    const q = createFairQueue({ slots: 1, perOwnerWaiting: 1, maxWaiting: 3, unprovenWaiting: 3 });
    const log: string[] = [];
    const a = controlled(log, 'a');
    const jobs = [q.submit('a', a.run), q.submit('a', async () => 'a-2'), q.submit('b', async () => 'b')];
    // b already waits and two of three places are taken: the third is not b's.
    await expect(q.submit('b', async () => 'b-2')).rejects.toEqual(new FairQueueRefusal('owner-busy'));
    jobs.push(q.submit('c', async () => 'c'));
    // Now the queue is full for everyone: someone new hears that it is busy.
    await expect(q.submit('d', async () => 'd')).rejects.toEqual(new FairQueueRefusal('full'));
    a.finish();
    expect(await Promise.all(jobs)).toEqual(['a', 'a-2', 'b', 'c']);
  });

  it('lets unproven owners together hold only their share; the rest is kept for established owners', async () => {
    const q = createFairQueue({ slots: 1, perOwnerWaiting: 1, maxWaiting: 6, unprovenWaiting: 3 });
    const log: string[] = [];
    const first = controlled(log, 'u1');
    const jobs = [q.submit('u1', first.run)];
    for (const owner of ['u2', 'u3']) jobs.push(q.submit(owner, async () => owner));
    // The share's last place is for an unproven owner with nothing in the queue…
    await expect(q.submit('u2', async () => 'again')).rejects.toEqual(new FairQueueRefusal('owner-busy'));
    jobs.push(q.submit('u4', async () => 'u4'));
    // …and then the queue is full for the unproven, however many accounts there are.
    await expect(q.submit('u5', async () => 'u5')).rejects.toEqual(new FairQueueRefusal('full'));
    await expect(q.submit('u1', async () => 'again')).rejects.toEqual(new FairQueueRefusal('owner-busy'));
    expect(q.stats()).toEqual({ waiting: 3, running: 1, deferred: 0 });
    // Established learners still find room, and one of them may have a second text waiting.
    jobs.push(q.submit('e1', async () => 'e1', { established: true }));
    jobs.push(q.submit('e1', async () => 'e1-2', { established: true }));
    jobs.push(q.submit('e2', async () => 'e2', { established: true }));
    await expect(q.submit('e3', async () => 'e3', { established: true })).rejects.toEqual(new FairQueueRefusal('full'));
    first.finish();
    // Served in turn, whatever their class.
    expect(await Promise.all(jobs)).toEqual(['u1', 'u2', 'u3', 'u4', 'e1', 'e1-2', 'e2']);
  });

  it("counts an owner's background work against their places: it waits outside the queue, never refused", async () => {
    const q = createFairQueue({ slots: 1, perOwnerWaiting: 1, maxWaiting: 8, unprovenWaiting: 4 });
    const log: string[] = [];
    const first = controlled(log, 'a-1');
    const second = controlled(log, 'a-2');
    const p1 = q.submit('a', first.run);
    const p2 = q.submit('a', second.run);
    const stored = q.submit('a', async () => 'a-stored', { background: true });
    // The owner's two places are taken: the stored draft holds none, and the owner gets no third.
    expect(q.stats()).toEqual({ waiting: 1, running: 1, deferred: 1 });
    first.finish();
    await p1;
    // Its owner's place came free: the stored draft takes it before any new request of theirs.
    expect(q.stats()).toEqual({ waiting: 1, running: 1, deferred: 0 });
    await expect(q.submit('a', async () => 'a-3')).rejects.toEqual(new FairQueueRefusal('owner-busy'));
    second.finish();
    expect(await Promise.all([p2, stored])).toEqual(['a-2', 'a-stored']);
    // A learner whose draft is being checked may still ask for one text.
    const draft = controlled(log, 'b-stored');
    const pb = q.submit('b', draft.run, { background: true });
    const pf = q.submit('b', async () => 'b-feedback');
    await expect(q.submit('b', async () => 'b-3')).rejects.toEqual(new FairQueueRefusal('owner-busy'));
    draft.finish();
    expect(await Promise.all([pb, pf])).toEqual(['b-stored', 'b-feedback']);
  });

  it('lets kept-out background work in before new requests when a place comes free', async () => {
    const q = createFairQueue({ slots: 1, perOwnerWaiting: 1, maxWaiting: 1, unprovenWaiting: 1 });
    const log: string[] = [];
    const running = controlled(log, 'a');
    const waitingJob = controlled(log, 'b');
    const pa = q.submit('a', running.run);
    const pb = q.submit('b', waitingJob.run);
    const pc = q.submit('c', async () => 'c', { background: true });
    expect(q.stats()).toEqual({ waiting: 1, running: 1, deferred: 1 });
    running.finish();
    await pa;
    // b runs, and its place went to c's stored draft, not to whoever asks next.
    expect(q.stats()).toEqual({ waiting: 1, running: 1, deferred: 0 });
    await expect(q.submit('d', async () => 'd')).rejects.toEqual(new FairQueueRefusal('full'));
    waitingJob.finish();
    expect(await Promise.all([pb, pc])).toEqual(['b', 'c']);
  });
});
