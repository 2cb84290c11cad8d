// Jobs served learner by learner (decision 027): one learner who keeps ten
// heavy texts in flight used to fill the writing checker's shared queue, and
// every other learner got 503. Here each owner has at most one job running
// and a short line of their own; free slots go to the owners in turn, so a
// flooding learner waits behind their own work, never in another's place.
//
// Accounts are free, so fairness per owner is not enough: six throwaway
// accounts with two places each filled the queue. So admission also keeps
// places (decision 027):
// - unproven owners together hold at most `unprovenWaiting` waiting places;
//   the rest are kept for established owners;
// - the last place of the queue, and of the unproven share, goes only to an
//   owner with nothing in the queue: one who is already waiting is told to
//   wait for their own text (owner-busy), and someone new still finds room;
// - background work (stored drafts) takes its owner's places like any other
//   job; it is never refused, but waits outside the queue, holding no place,
//   until its owner and its class have room, and then goes before new requests.

export type FairQueueOptions = {
  /** Jobs running at once (the worker threads). */
  slots: number;
  /** Jobs one owner may have waiting besides the one running; a further job is refused. */
  perOwnerWaiting: number;
  /** Jobs waiting across all owners; a further job is refused (the machine is busy). */
  maxWaiting: number;
  /** Of those, the places unproven owners together may hold (at least 1, at most maxWaiting). */
  unprovenWaiting: number;
};

export type Refusal = 'owner-busy' | 'full';

type Job<T> = {
  owner: string;
  established: boolean;
  run: () => Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
};

export function createFairQueue({ slots, perOwnerWaiting, maxWaiting, unprovenWaiting }: FairQueueOptions) {
  // Owners with waiting jobs, in the order they are served: a Map keeps insertion order.
  const waiting = new Map<string, Job<unknown>[]>();
  const runningOwners = new Set<string>();
  // Background jobs that had no room yet, oldest first: they hold no place.
  const deferred: Job<unknown>[] = [];
  let waitingCount = 0;
  let unprovenCount = 0;

  /** Why this owner's next job may not join the queue now; null when it may. */
  function refusal(owner: string, established: boolean): Refusal | null {
    const own = (waiting.get(owner)?.length ?? 0) + (runningOwners.has(owner) ? 1 : 0);
    if (own > perOwnerWaiting) return 'owner-busy';
    // The last place is kept for someone with nothing in the queue.
    const kept = own > 0 ? 1 : 0;
    const room = waitingCount < maxWaiting - kept && (established || unprovenCount < unprovenWaiting - kept);
    if (room) return null;
    // A learner already waiting has their own text coming; only someone new is told the queue is full.
    return own > 0 ? 'owner-busy' : 'full';
  }

  function enqueue(job: Job<unknown>): void {
    const jobs = waiting.get(job.owner) ?? [];
    jobs.push(job);
    if (!waiting.has(job.owner)) waiting.set(job.owner, jobs);
    waitingCount++;
    if (!job.established) unprovenCount++;
  }

  /** Stored work that was kept out goes in as soon as its owner and class have room, oldest first. */
  function admitDeferred(): void {
    const blocked = new Set<string>();
    for (let i = 0; i < deferred.length; ) {
      const job = deferred[i] as Job<unknown>;
      if (!blocked.has(job.owner) && refusal(job.owner, job.established) === null) {
        deferred.splice(i, 1);
        enqueue(job);
      } else {
        // Later jobs of the same owner keep their order behind this one.
        blocked.add(job.owner);
        i++;
      }
    }
  }

  /** Starts the next owner's job if a slot is free; false when none was started. */
  function startOne(): boolean {
    if (runningOwners.size >= slots) return false;
    // The first owner in line who has nothing running.
    const owner = [...waiting.keys()].find((o) => !runningOwners.has(o));
    if (owner === undefined) return false;
    const jobs = waiting.get(owner) ?? [];
    const job = jobs.shift();
    waiting.delete(owner);
    // Served: back of the line for the rest of this owner's jobs.
    if (jobs.length) waiting.set(owner, jobs);
    if (!job) return true;
    waitingCount--;
    if (!job.established) unprovenCount--;
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
      pump();
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
    return true;
  }

  function pump(): void {
    do admitDeferred();
    while (startOne());
  }

  return {
    /**
     * Runs `run` in the owner's turn; rejects with a FairQueueRefusal when the
     * owner or the queue has no room for them. `established`: the owner has
     * proven practice and may take places unproven owners may not. A
     * background job (work already stored, that its caller sends one at a time
     * per owner) is never refused: it waits for room, then for its turn.
     */
    submit<T>(owner: string, run: () => Promise<T>, { background = false, established = false } = {}): Promise<T> {
      const refused = refusal(owner, established);
      if (refused && !background) return Promise.reject(new FairQueueRefusal(refused));
      return new Promise<T>((resolve, reject) => {
        const job = { owner, established, run, resolve, reject } as Job<unknown>;
        if (refused) deferred.push(job);
        else enqueue(job);
        pump();
      });
    },
    stats: () => ({ waiting: waitingCount, running: runningOwners.size, deferred: deferred.length }),
  };
}

export class FairQueueRefusal extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}
