// Jobs served learner by learner (issue 30): one learner who keeps ten heavy
// texts in flight used to fill the writing checker's shared queue, and every
// other learner got 503. Here each owner has at most one job running and a
// short line of their own; free slots go to the owners in turn, so a
// flooding learner waits behind their own work, never in another's place.

export type FairQueueOptions = {
  /** Jobs running at once (the worker threads). */
  slots: number;
  /** Jobs one owner may have waiting besides the one running; a further job is refused. */
  perOwnerWaiting: number;
  /** Jobs waiting across all owners; a further job is refused (the machine is busy). */
  maxWaiting: number;
};

export type Refusal = 'owner-busy' | 'full';

type Job<T> = { run: () => Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

export function createFairQueue({ slots, perOwnerWaiting, maxWaiting }: FairQueueOptions) {
  // Owners with waiting jobs, in the order they are served: a Map keeps insertion order.
  const waiting = new Map<string, Job<unknown>[]>();
  const runningOwners = new Set<string>();
  let waitingCount = 0;

  function next(): void {
    while (runningOwners.size < slots) {
      // The first owner in line who has nothing running.
      const owner = [...waiting.keys()].find((o) => !runningOwners.has(o));
      if (owner === undefined) return;
      const jobs = waiting.get(owner) ?? [];
      const job = jobs.shift();
      waiting.delete(owner);
      // Served: back of the line for the rest of this owner's jobs.
      if (jobs.length) waiting.set(owner, jobs);
      if (!job) continue;
      waitingCount--;
      runningOwners.add(owner);
      // The slot is free before the caller hears back, so its next job is not refused as still running.
      const release = () => {
        runningOwners.delete(owner);
        // Owners who came while this one ran go first: its next job joins the back of the line.
        const rest = waiting.get(owner);
        if (rest) {
          waiting.delete(owner);
          waiting.set(owner, rest);
        }
        next();
      };
      // Started from a promise, so a job that throws at once still frees its slot.
      Promise.resolve()
        .then(() => job.run())
        .then(
          (value) => {
            release();
            job.resolve(value);
          },
          (error) => {
            release();
            job.reject(error);
          },
        );
    }
  }

  return {
    /**
     * Runs `run` in the owner's turn; rejects with a FairQueueRefusal when the
     * owner or the queue has no room. A background job (work already stored,
     * that its caller sends one at a time per owner) always waits its turn.
     */
    submit<T>(owner: string, run: () => Promise<T>, { background = false } = {}): Promise<T> {
      const own = (waiting.get(owner)?.length ?? 0) + (runningOwners.has(owner) ? 1 : 0);
      if (!background && own > perOwnerWaiting) return Promise.reject(new FairQueueRefusal('owner-busy'));
      if (!background && waitingCount >= maxWaiting) return Promise.reject(new FairQueueRefusal('full'));
      return new Promise<T>((resolve, reject) => {
        const jobs = waiting.get(owner) ?? [];
        jobs.push({ run, resolve, reject } as Job<unknown>);
        if (!waiting.has(owner)) waiting.set(owner, jobs);
        waitingCount++;
        next();
      });
    },
    stats: () => ({ waiting: waitingCount, running: runningOwners.size }),
  };
}

export class FairQueueRefusal extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}
