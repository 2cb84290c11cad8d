import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attempt } from '#src/domain/writing.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import {
  ATTEMPT_REFUSED,
  ATTEMPT_SENT,
  type AttemptRefusedDetail,
  type AttemptSentDetail,
  type PendingAttempt,
  pendingAttempts,
} from '../attempt-queue.ts';

/** A line under the writing box: 'info' is a status, 'error' an alert; `attempt` is a text sent from this device. */
export type Notice = { kind: 'info' | 'error'; text: string; attempt?: Attempt };

/**
 * The learner's completed texts of this task that wait on this device for the
 * network (the outbox, attempt-queue.ts), and what to tell them when one of
 * them reaches the server (its score, checked there) or is refused (its text
 * goes back in the box through `restore` when the box is empty). A new task
 * starts with no notice.
 */
export function useWaitingTexts(userId: string | null, taskKey: string, restore: (text: string) => void) {
  const m = useMessages(writingText);
  const { shown } = useServerText();
  const f = useFormat();
  const [waiting, setWaiting] = useState<PendingAttempt[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const refreshWaiting = useCallback(() => {
    if (userId) pendingAttempts(userId, taskKey).then(setWaiting);
  }, [userId, taskKey]);

  useEffect(() => {
    setNotice(null);
    refreshWaiting();
  }, [refreshWaiting]);

  useEffect(() => {
    const controller = new AbortController();
    const when = (iso: string) => f.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
    const onSent = (event: Event) => {
      const { attempt, answered } = (event as CustomEvent<AttemptSentDetail>).detail;
      if (attempt.taskKey !== taskKey) return;
      refreshWaiting();
      if (answered) return; // the completion itself shows it
      setNotice({
        kind: 'info',
        text: format(m.writing.sent, { date: when(attempt.createdAt), score: attempt.score }),
        attempt,
      });
    };
    const onRefused = (event: Event) => {
      const { attempt, message } = (event as CustomEvent<AttemptRefusedDetail>).detail;
      if (attempt.taskKey !== taskKey) return;
      refreshWaiting();
      restoreRef.current(attempt.text);
      setNotice({ kind: 'error', text: format(m.writing.saveRefused, { message: shown(message) }) });
    };
    window.addEventListener(ATTEMPT_SENT, onSent, { signal: controller.signal });
    window.addEventListener(ATTEMPT_REFUSED, onRefused, { signal: controller.signal });
    return () => controller.abort();
  }, [taskKey, refreshWaiting, m, f, shown]);

  return { waiting, notice, setNotice, refreshWaiting };
}
