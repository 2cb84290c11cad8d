// Asking a tutor goes out through an outbox in IndexedDB (lib/outbox.ts), like
// a completed text: offline, the ask waits on this device under the id the
// device made, and is sent once the connection returns; the server answers a
// replayed id with the same request, so an ask sent twice is asked once.
// Like the other outboxes, it stays on sign-out (lib/storage.ts says why) and
// is sent only in its learner's session.
import type { AskTutorRequest, LearnerTutorRequest } from '#src/domain/tutoring.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { createOutbox } from '#src/web/lib/outbox.ts';
import { askTutor } from './api/ask-tutor.ts';

export type PendingAsk = { userId: string; ask: AskTutorRequest; queuedAt: string };

export type AskResult =
  | { status: 'sent'; request: LearnerTutorRequest }
  | { status: 'refused'; message: string }
  | { status: 'waiting' };

/** Fired on window when an ask that waited on this device reached the server (detail: the request). */
export const ASK_SENT = 'tutor-ask-sent';
/** Fired on window when the server refused an ask that waited (detail: AskRefusedDetail). */
export const ASK_REFUSED = 'tutor-ask-refused';
export type AskRefusedDetail = { attemptId: string; message: string };

// Answers for the asks still awaited by askThroughOutbox, by ask id.
const awaited = new Set<string>();
const answers = new Map<string, LearnerTutorRequest>();
const refusals = new Map<string, string>();
// Announced once the asks have left the outbox, so a view that reads it then no longer finds them waiting.
let delivered: Event[] = [];

/**
 * One ask at a time. A refusal (any 4xx but 401: too many this week, already asked, a text too long) would come
 * back at every try, so the ask leaves the outbox and the learner is told why; offline, a 5xx or a 401 keep it.
 */
async function send(userId: string, [entry]: PendingAsk[]): Promise<void> {
  if (!entry) return;
  const { ask } = entry;
  try {
    const request = await askTutor(userId, ask);
    if (awaited.has(ask.id)) answers.set(ask.id, request);
    else delivered.push(new CustomEvent<LearnerTutorRequest>(ASK_SENT, { detail: request }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    console.warn('The server refused to send a text to a tutor', error);
    if (awaited.has(ask.id)) refusals.set(ask.id, error.message);
    else
      delivered.push(
        new CustomEvent<AskRefusedDetail>(ASK_REFUSED, {
          detail: { attemptId: ask.attemptId, message: error.message },
        }),
      );
  }
}

const outbox = createOutbox<PendingAsk>({
  key: 'pending-tutor-asks',
  idOf: (p) => p.ask.id,
  batchSize: 1,
  send,
  onSent: () => {
    const events = delivered;
    delivered = [];
    for (const event of events) window.dispatchEvent(event);
  },
});

/**
 * Keeps the ask on this device and sends it. Says whether the server has it (the request), refused it (and
 * why), or whether it waits for the network (then it goes out by itself, and ASK_SENT tells the views).
 */
export async function askThroughOutbox(userId: string, ask: AskTutorRequest): Promise<AskResult> {
  awaited.add(ask.id);
  try {
    await outbox.add({ userId, ask, queuedAt: new Date().toISOString() });
    await outbox.flush(userId);
    const request = answers.get(ask.id);
    if (request) return { status: 'sent', request };
    const refusal = refusals.get(ask.id);
    if (refusal !== undefined) return { status: 'refused', message: refusal };
    return { status: 'waiting' };
  } finally {
    awaited.delete(ask.id);
    answers.delete(ask.id);
    refusals.delete(ask.id);
  }
}

/** Sends the asks that wait on this device (at start, and when the connection returns). */
export function flushAsks(userId: string): Promise<void> {
  return outbox.flush(userId);
}

/** This learner's asks that wait on this device, oldest first. */
export function waitingAsks(userId: string): Promise<PendingAsk[]> {
  return outbox.load(userId);
}
