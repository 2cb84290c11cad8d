import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ATTEMPT_SENT, flushAttempts } from './attempt-queue.ts';

/**
 * Mounted once while a learner is signed in (account-sync.tsx), on every
 * page: texts completed offline go out at start and whenever the connection
 * returns, and the drafts and progress they change are fetched again.
 */
export function useSendWaitingAttempts(userId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const flush = () => void flushAttempts(userId);
    const refresh = () => {
      client.invalidateQueries({ queryKey: ['attempts', userId] });
      client.invalidateQueries({ queryKey: ['profile', userId] });
    };
    window.addEventListener('online', flush, { signal: controller.signal });
    window.addEventListener(ATTEMPT_SENT, refresh, { signal: controller.signal });
    flush();
    return () => controller.abort();
  }, [userId, client]);
}
