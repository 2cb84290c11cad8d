// Learning events leave the browser through an outbox in IndexedDB
// (outbox.ts), so a reload, a network blip or a closed tab loses nothing:
// each event keeps its id until the server has it (the server ignores a
// replayed id).
import type { ActivityEvent, ClientActivityData } from '#src/domain/activity.ts';
import type { QuizResult } from '#src/domain/progress-api.ts';
import { ACTIVITY_SENT } from './activity-sent.ts';
import { ApiError, apiFetch } from './api.ts';
import { createOutbox } from './outbox.ts';
import { browserTimeZone } from './time-zone.ts';
import { newId } from './uuid.ts';

type Pending = { userId: string; event: ActivityEvent };

/** What the server answers for sent events: the learner's totals after them, and badges they unlocked. */
export type ActivityAnswer = {
  accepted: number;
  points: number;
  level: { current: number; title: string };
  newBadges: { id: string; title: string; description: string }[];
  /** The checked answers of the sent quizzes: the passage carries no key (decision 033). */
  quizzes?: QuizResult[];
};
let lastAnswer: ActivityAnswer | null = null;
/** Why the server refused an event, by event id, for the view that recorded it. */
const refusals = new Map<string, string>();
/** Quiz results by event id, kept for a view waiting on a quiz answered offline. */
const quizResults = new Map<string, QuizResult>();

export type RecordResult = { eventId: string } & (
  | { status: 'counted'; answer: ActivityAnswer }
  | { status: 'refused'; message: string; quiz?: QuizResult }
  | { status: 'waiting' }
);

/**
 * What became of a quiz that waited on this device, once a later send delivered it: its result, the
 * server's reason for refusing it, or undefined while it still waits.
 */
export function quizOutcome(
  eventId: string,
): { result: QuizResult; refused?: string } | { refused: string } | undefined {
  const result = quizResults.get(eventId);
  const refused = refusals.get(eventId);
  if (result) return refused === undefined ? { result } : { result, refused };
  return refused === undefined ? undefined : { refused };
}

/**
 * The server checks every event and refuses a whole request for one it
 * cannot verify. A refusal (4xx) would come back forever, so a
 * refused batch is sent again one event at a time: only the refused events
 * are dropped. Anything else (offline, 5xx, 401) is thrown to retry later.
 */
async function send(userId: string, batch: Pending[]): Promise<void> {
  try {
    lastAnswer = await apiFetch<ActivityAnswer>(`/api/user/${encodeURIComponent(userId)}/activity`, {
      body: { events: batch.map((p) => p.event), timeZone: browserTimeZone() },
    });
    for (const result of lastAnswer.quizzes ?? []) quizResults.set(result.eventId, result);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    if (batch.length > 1) {
      for (const one of batch) await send(userId, [one]);
      return;
    }
    const refusedEvent = batch[0];
    if (refusedEvent) refusals.set(refusedEvent.event.id, error.message);
    // A quiz taken again the same day is not counted, but its answers come back checked.
    const quiz = error.body.quiz as QuizResult | undefined;
    if (quiz?.eventId) quizResults.set(quiz.eventId, quiz);
    console.warn('The server refused a progress event', error);
  }
}

const outbox = createOutbox<Pending>({
  key: 'pending-activity',
  idOf: (p) => p.event.id,
  batchSize: 100,
  send,
  onSent: () => window.dispatchEvent(new Event(ACTIVITY_SENT)),
  // The queue used to live in local storage: events left there still go out.
  fromLocalStorage: true,
});

/** Sends what is waiting; keeps it when the server cannot be reached (SPEC §8: warnings only). */
export function flushActivity(userId: string): Promise<void> {
  return outbox.flush(userId);
}

/**
 * Queues the event and sends it. Says whether the server counted it (with
 * the learner's totals after it), refused it (and why), or whether it waits
 * on this device for the network.
 */
export async function recordActivity(userId: string, data: ClientActivityData): Promise<RecordResult> {
  const event: ActivityEvent = { id: newId(), occurredAt: new Date().toISOString(), data };
  await outbox.add({ userId, event });
  lastAnswer = null;
  await outbox.flush(userId);
  const refusal = refusals.get(event.id);
  if (refusal !== undefined) {
    refusals.delete(event.id);
    return { eventId: event.id, status: 'refused', message: refusal, quiz: quizResults.get(event.id) };
  }
  if (outbox.pending(userId).some((p) => p.event.id === event.id) || !lastAnswer)
    return { eventId: event.id, status: 'waiting' };
  return { eventId: event.id, status: 'counted', answer: lastAnswer };
}

/** How many of this learner's events wait on this device for the server (as last read). */
export function pendingActivityCount(userId: string): number {
  return outbox.pending(userId).length;
}
