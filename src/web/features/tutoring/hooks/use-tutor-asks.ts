import { useCallback, useEffect, useMemo, useState } from 'react';
import { type LearnerTutorRequest, TUTOR_RULES } from '#src/domain/tutoring.ts';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useTutorRequests } from '../api/get-tutor-requests.ts';
import { ASK_REFUSED, ASK_SENT, type AskRefusedDetail, type PendingAsk, waitingAsks } from '../ask-queue.ts';

/**
 * Where a saved text stands with the tutors: never asked; asked but waiting on this device for the network;
 * refused after it waited (the server's reason, in the interface language); or the request the server has.
 */
export type AskState =
  | { kind: 'none' }
  | { kind: 'on-device' }
  | { kind: 'refused'; message: string }
  | { kind: 'request'; request: LearnerTutorRequest };

/**
 * The writing page's view of the learner's asks: the requests the server has (one list for every saved text),
 * the asks still on this device, and the refusals of asks that waited. `open` counts what waits for a tutor or
 * is being read, so the ask dialog can say before sending that two are already open (TUTOR_RULES.openPerLearner).
 * The list is asked for only when `enabled` (the task has saved texts).
 */
export function useTutorAsks(userId: string, enabled = true) {
  const { shown } = useServerText();
  const requests = useTutorRequests(userId, enabled);
  const [onDevice, setOnDevice] = useState<PendingAsk[]>([]);
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());

  const refreshWaiting = useCallback(() => {
    if (userId) waitingAsks(userId).then(setOnDevice);
  }, [userId]);

  useEffect(() => {
    refreshWaiting();
    const controller = new AbortController();
    window.addEventListener(ASK_SENT, refreshWaiting, { signal: controller.signal });
    window.addEventListener(
      ASK_REFUSED,
      (event) => {
        const { attemptId, message } = (event as CustomEvent<AskRefusedDetail>).detail;
        setRefused((now) => new Map(now).set(attemptId, message));
        refreshWaiting();
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [refreshWaiting]);

  const list = requests.data?.requests;
  const stateOf = useCallback(
    (attemptId: string): AskState => {
      const request = list?.find((r) => r.attemptId === attemptId);
      if (request) return { kind: 'request', request };
      if (onDevice.some((p) => p.ask.attemptId === attemptId)) return { kind: 'on-device' };
      const message = refused.get(attemptId);
      if (message !== undefined) return { kind: 'refused', message: shown(message) };
      return { kind: 'none' };
    },
    [list, onDevice, refused, shown],
  );

  const open = useMemo(
    () => (list?.filter((r) => r.status !== 'answered').length ?? 0) + onDevice.length,
    [list, onDevice],
  );

  /** Forgets a refusal once the learner asks again. */
  const clearRefusal = useCallback((attemptId: string) => {
    setRefused((now) => {
      if (!now.has(attemptId)) return now;
      const next = new Map(now);
      next.delete(attemptId);
      return next;
    });
  }, []);

  return {
    stateOf,
    /** False until the learner has a day of practice on record (the server refuses before then). */
    mayAsk: requests.data?.mayAsk ?? true,
    /** Requests waiting for a tutor or being read, with those on this device. */
    open,
    /** Whether the learner may ask for one more now (the server checks it too). */
    canAskMore: open < TUTOR_RULES.openPerLearner,
    /** The server's list has not answered yet (or could not). */
    loaded: requests.isSuccess,
    refreshWaiting,
    clearRefusal,
  };
}

export type TutorAsks = ReturnType<typeof useTutorAsks>;
