// Learning events leave the browser through one queue in IndexedDB, so a
// reload, a network blip or a closed tab loses nothing: each event keeps its
// id until the server has it (the server ignores a replayed id).
import type { ActivityEvent, ClientActivityData } from '../../domain/activity.ts';
import { ApiError, apiFetch } from './api.ts';
import { idbGet, idbSet } from './idb.ts';
import { browserTimeZone } from './time-zone.ts';
import { newId } from './uuid.ts';

const KEY = 'pending-activity';
type Pending = { userId: string; event: ActivityEvent };

// What the queue held when last read or written, for the progress panel's count.
let known: Pending[] = [];

async function read(): Promise<Pending[]> {
  try {
    const stored = await idbGet<Pending[]>(KEY);
    // The queue used to live in local storage: events left there still go out.
    const legacy = JSON.parse(localStorage.getItem(KEY) ?? '[]') as Pending[];
    if (Array.isArray(legacy) && legacy.length > 0 && 'indexedDB' in window) {
      const ids = new Set((stored ?? []).map((p) => p.event.id));
      const merged = [...(stored ?? []), ...legacy.filter((p) => !ids.has(p.event.id))];
      await idbSet(KEY, merged);
      localStorage.removeItem(KEY);
      known = merged;
      return merged;
    }
    known = Array.isArray(stored) ? stored : [];
    return known;
  } catch (error) {
    console.warn('Could not read progress saved on this device', error);
    return known;
  }
}

async function write(items: Pending[]): Promise<void> {
  known = items;
  try {
    await idbSet(KEY, items);
  } catch (error) {
    console.warn('Could not save progress on this device', error);
  }
}

// Reads and writes of the queue run one after another, so an event recorded
// while a batch is being sent is not overwritten by that batch's removal.
let storage: Promise<unknown> = Promise.resolve();
function locked<T>(action: () => Promise<T>): Promise<T> {
  const next = storage.then(action, action);
  storage = next.catch(() => undefined);
  return next;
}

// Flushes run one after another, each sending what is waiting when it starts.
let queue: Promise<void> = Promise.resolve();

/** Sends what is waiting; keeps it when the server cannot be reached (SPEC §8: warnings only). */
export function flushActivity(userId: string): Promise<void> {
  queue = queue.then(() => flushOnce(userId));
  return queue;
}

// After a failed send, try again later by itself: the 'online' event can come
// before requests really go through, and a server can be down for a while.
const RETRY_MS = [5_000, 15_000, 60_000, 300_000];
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** What the server answers for sent events: the learner's totals after them, and badges they unlocked. */
export type ActivityAnswer = {
  accepted: number;
  points: number;
  level: { current: number; title: string };
  newBadges: { id: string; title: string; description: string }[];
};
let lastAnswer: ActivityAnswer | null = null;
/** Why the server refused an event, by event id, for the view that recorded it. */
const refusals = new Map<string, string>();

export type RecordResult =
  | { status: 'counted'; answer: ActivityAnswer }
  | { status: 'refused'; message: string }
  | { status: 'waiting' };

/** Fired on window after events reached the server, so views can refresh. */
export const ACTIVITY_SENT = 'activity-sent';

/**
 * The server checks every event and refuses a whole request for one it
 * cannot verify (issue 13). A refusal (4xx) would come back forever, so a
 * refused batch is sent again one event at a time: only the refused events
 * are dropped. Anything else (offline, 5xx, 401) is thrown to retry later.
 */
async function send(userId: string, batch: Pending[]): Promise<void> {
  try {
    lastAnswer = await apiFetch<ActivityAnswer>(`/api/user/${encodeURIComponent(userId)}/activity`, {
      body: { events: batch.map((p) => p.event), timeZone: browserTimeZone() },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    if (batch.length > 1) {
      for (const one of batch) await send(userId, [one]);
      return;
    }
    const refusedEvent = batch[0];
    if (refusedEvent) refusals.set(refusedEvent.event.id, error.message);
    console.warn('The server refused a progress event', error);
  }
}

async function flushOnce(userId: string): Promise<void> {
  clearTimeout(retryTimer);
  let sentAny = false;
  try {
    const mine = (await locked(read)).filter((p) => p.userId === userId);
    for (let i = 0; i < mine.length; i += 100) {
      const batch = mine.slice(i, i + 100);
      await send(userId, batch);
      const sent = new Set(batch.map((p) => p.event.id));
      await locked(async () => write((await read()).filter((p) => !sent.has(p.event.id))));
      sentAny = true;
    }
    retries = 0;
  } catch (error) {
    console.warn('Progress is saved on this device and will be sent later', error);
    const delay = RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)];
    retryTimer = setTimeout(() => flushActivity(userId), delay);
  }
  if (sentAny) window.dispatchEvent(new Event(ACTIVITY_SENT));
}

/**
 * Queues the event and sends it. Says whether the server counted it (with
 * the learner's totals after it), refused it (and why), or whether it waits
 * on this device for the network.
 */
export async function recordActivity(userId: string, data: ClientActivityData): Promise<RecordResult> {
  const event: ActivityEvent = { id: newId(), occurredAt: new Date().toISOString(), data };
  await locked(async () => write([...(await read()), { userId, event }]));
  lastAnswer = null;
  await flushActivity(userId);
  const refusal = refusals.get(event.id);
  refusals.delete(event.id);
  if (refusal !== undefined) return { status: 'refused', message: refusal };
  if (known.some((p) => p.event.id === event.id) || !lastAnswer) return { status: 'waiting' };
  return { status: 'counted', answer: lastAnswer };
}

/** How many of this learner's events wait on this device for the server (as last read). */
export function pendingActivityCount(userId: string): number {
  return known.filter((p) => p.userId === userId).length;
}
