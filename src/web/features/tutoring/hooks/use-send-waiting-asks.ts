import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tutorRequestsQueryKey } from '../api/get-tutor-requests.ts';
import { ASK_REFUSED, ASK_SENT, flushAsks } from '../ask-queue.ts';

/**
 * Mounted once while a learner is signed in (account-sync.tsx), on every page: asks made offline go out at start
 * and whenever the connection returns, and the list of the learner's requests is fetched again after them.
 */
export function useSendWaitingAsks(userId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const flush = () => void flushAsks(userId);
    const refresh = () => client.invalidateQueries({ queryKey: tutorRequestsQueryKey(userId) });
    window.addEventListener('online', flush, { signal: controller.signal });
    window.addEventListener(ASK_SENT, refresh, { signal: controller.signal });
    window.addEventListener(ASK_REFUSED, refresh, { signal: controller.signal });
    flush();
    return () => controller.abort();
  }, [userId, client]);
}
