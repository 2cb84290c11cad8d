// A completed task goes out through an outbox in IndexedDB (lib/outbox.ts),
// like learning events: offline, it waits on this device under its own id and
// is sent once the connection returns; the server scores it then, and a
// replayed id is the same attempt, counted once. Nothing is scored here: the
// learner sees their score only when the server has checked the text.
import type { AttemptRequest, AttemptSavedResponse } from '#src/domain/writing.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { createOutbox } from '#src/web/lib/outbox.ts';
import { LEARNER_KEYS } from '#src/web/lib/storage.ts';
import { saveAttempt } from './api/save-attempt.ts';

export type PendingAttempt = { userId: string; attempt: AttemptRequest; queuedAt: string };
export type SavedAttempt = AttemptSavedResponse;

export type CompleteResult =
  | { status: 'saved'; result: SavedAttempt }
  | { status: 'refused'; message: string }
  | { status: 'waiting' };

/** Fired on window when a text that waited on this device reached the server (detail: AttemptSentDetail). */
export const ATTEMPT_SENT = 'writing-attempt-sent';
export type AttemptSentDetail = SavedAttempt & {
  /** True when the view that completed it is still waiting for this answer and shows it itself. */
  answered: boolean;
};
/** Fired on window when the server refused a text that waited (detail: AttemptRefusedDetail). */
export const ATTEMPT_REFUSED = 'writing-attempt-refused';
export type AttemptRefusedDetail = { attempt: AttemptRequest; message: string };

export const draftKey = (taskKey: string) => `${LEARNER_KEYS.writingDraft}${taskKey}`;

// Answers for the completions still waiting on completeAttempt, by attempt id.
const awaited = new Set<string>();
const answers = new Map<string, SavedAttempt>();
const refusals = new Map<string, string>();

// Answers of a flush, announced once their texts have left the outbox, so a
// view that reads the outbox then no longer finds them waiting.
let delivered: Event[] = [];

/**
 * One text at a time (batches of one): the server scores each (a second or
 * two). A refusal (a 4xx other than 401 and 429, which pass) would come back
 * forever, so the text leaves the queue, but goes back in the task's box when
 * that is empty, so it is never lost.
 */
async function send(userId: string, [entry]: PendingAttempt[]): Promise<void> {
  if (!entry) return;
  const { attempt } = entry;
  try {
    const saved = await saveAttempt(userId, attempt);
    if (awaited.has(attempt.id)) answers.set(attempt.id, saved);
    delivered.push(
      new CustomEvent<AttemptSentDetail>(ATTEMPT_SENT, { detail: { ...saved, answered: awaited.has(attempt.id) } }),
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401 || error.status === 429)
      throw error;
    console.warn('The server refused a completed task', error);
    if (awaited.has(attempt.id)) refusals.set(attempt.id, error.message);
    else {
      restoreDraft(attempt);
      delivered.push(
        new CustomEvent<AttemptRefusedDetail>(ATTEMPT_REFUSED, { detail: { attempt, message: error.message } }),
      );
    }
  }
}

function restoreDraft(attempt: AttemptRequest) {
  try {
    if (localStorage.getItem(draftKey(attempt.taskKey)) === null)
      localStorage.setItem(
        draftKey(attempt.taskKey),
        JSON.stringify({ text: attempt.text, elapsed: attempt.secondsUsed }),
      );
  } catch (error) {
    console.warn('Could not put the text back as a draft', error);
  }
}

const outbox = createOutbox<PendingAttempt>({
  key: 'pending-writing',
  idOf: (p) => p.attempt.id,
  batchSize: 1,
  send,
  onSent: () => {
    const events = delivered;
    delivered = [];
    for (const event of events) window.dispatchEvent(event);
  },
});

/**
 * Keeps the completed text on this device and sends it. Says whether the
 * server saved and scored it, refused it (and why), or whether it waits for
 * the network (then it goes out by itself, and ATTEMPT_SENT tells the views).
 */
export async function completeAttempt(userId: string, attempt: AttemptRequest): Promise<CompleteResult> {
  awaited.add(attempt.id);
  try {
    await outbox.add({ userId, attempt, queuedAt: new Date().toISOString() });
    await outbox.flush(userId);
    const saved = answers.get(attempt.id);
    if (saved) return { status: 'saved', result: saved };
    const refusal = refusals.get(attempt.id);
    if (refusal !== undefined) return { status: 'refused', message: refusal };
    return { status: 'waiting' };
  } finally {
    awaited.delete(attempt.id);
    answers.delete(attempt.id);
    refusals.delete(attempt.id);
  }
}

/** Sends the texts that wait on this device (at start, and when the connection returns). */
export function flushAttempts(userId: string): Promise<void> {
  return outbox.flush(userId);
}

/** This learner's texts of one task that wait on this device, oldest first. */
export async function pendingAttempts(userId: string, taskKey: string): Promise<PendingAttempt[]> {
  return (await outbox.load(userId)).filter((p) => p.attempt.taskKey === taskKey);
}
