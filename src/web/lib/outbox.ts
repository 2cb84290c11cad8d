// What a learner does that must reach the server once (progress events,
// completed writing) waits in an outbox in IndexedDB (idb.ts), so a reload, a
// network blip or a closed tab loses nothing. Each entry keeps its
// client-made id until the server has it; the server ignores a replayed id,
// so an entry sent twice (its answer lost on the way back) still counts once.
import { idbGet, idbSet } from './idb.ts';

// After a failed send, try again by itself: the 'online' event can come before
// requests really go through, and a server can be down for a while.
const RETRY_MS = [5_000, 15_000, 60_000, 300_000];

export type Outbox<E> = {
  /** Keeps the entry on this device (it is sent by the next flush). */
  add(entry: E): Promise<void>;
  /** Sends what waits for this learner; keeps it when the server cannot be reached, and tries again later. */
  flush(userId: string): Promise<void>;
  /** Reads what waits now (for a view that lists it). */
  load(userId: string): Promise<E[]>;
  /** What waits for this learner, as last read or written. */
  pending(userId: string): E[];
};

export function createOutbox<E extends { userId: string }>(options: {
  /** The IndexedDB key it lives under. */
  key: string;
  idOf: (entry: E) => string;
  /** At most this many entries go to `send` at once. */
  batchSize: number;
  /**
   * Delivers entries to the server. Resolving means they are done with (the
   * server has them, or refused them for good and `send` told the learner);
   * throwing (offline, 5xx, 401) keeps them for the next try.
   */
  send: (userId: string, entries: E[]) => Promise<void>;
  /** Called after a flush that delivered something, so views can refresh. */
  onSent?: () => void;
  /** Entries an older version kept in local storage under the same key still go out. */
  fromLocalStorage?: boolean;
}): Outbox<E> {
  const { key, idOf, batchSize, send, onSent, fromLocalStorage = false } = options;
  let known: E[] = [];

  async function read(): Promise<E[]> {
    try {
      const stored = (await idbGet<E[]>(key)) ?? [];
      const legacy = fromLocalStorage ? (JSON.parse(localStorage.getItem(key) ?? '[]') as E[]) : [];
      if (Array.isArray(legacy) && legacy.length > 0 && 'indexedDB' in window) {
        const ids = new Set(stored.map(idOf));
        const merged = [...stored, ...legacy.filter((e) => !ids.has(idOf(e)))];
        await idbSet(key, merged);
        localStorage.removeItem(key);
        known = merged;
        return merged;
      }
      known = Array.isArray(stored) ? stored : [];
      return known;
    } catch (error) {
      console.warn('Could not read what waits on this device', error);
      return known;
    }
  }

  async function write(entries: E[]): Promise<void> {
    known = entries;
    try {
      await idbSet(key, entries);
    } catch (error) {
      console.warn('Could not save on this device', error);
    }
  }

  // Reads and writes run one after another, so an entry added while a batch
  // is being sent is not overwritten by that batch's removal.
  let storage: Promise<unknown> = Promise.resolve();
  function locked<T>(action: () => Promise<T>): Promise<T> {
    const next = storage.then(action, action);
    storage = next.catch(() => undefined);
    return next;
  }

  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function flushOnce(userId: string): Promise<void> {
    clearTimeout(retryTimer);
    let sentAny = false;
    try {
      const mine = (await locked(read)).filter((e) => e.userId === userId);
      for (let i = 0; i < mine.length; i += batchSize) {
        const batch = mine.slice(i, i + batchSize);
        await send(userId, batch);
        const sent = new Set(batch.map(idOf));
        await locked(async () => write((await read()).filter((e) => !sent.has(idOf(e)))));
        sentAny = true;
      }
      retries = 0;
    } catch (error) {
      console.warn('Saved on this device; it will be sent later', error);
      const delay = RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)];
      retryTimer = setTimeout(() => outbox.flush(userId), delay);
    }
    if (sentAny) onSent?.();
  }

  // Flushes run one after another, each sending what waits when it starts.
  let queue: Promise<void> = Promise.resolve();

  const outbox: Outbox<E> = {
    add: (entry) => locked(async () => write([...(await read()), entry])),
    flush(userId) {
      queue = queue.then(() => flushOnce(userId));
      return queue;
    },
    load: async (userId) => (await locked(read)).filter((e) => e.userId === userId),
    pending: (userId) => known.filter((e) => e.userId === userId),
  };
  return outbox;
}
