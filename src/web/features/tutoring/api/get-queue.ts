import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type QueueQuery, tutorQueueResponseSchema } from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

/** Every form of the tutor's queue, whatever its filters: what a claim, an answer or a reply changes. */
export const tutorQueueRoot = ['tutor-queue'] as const;
export const tutorQueueQueryKey = (filters: QueueQuery) => [...tutorQueueRoot, filters] as const;

/**
 * GET /api/tutor/queue?level=&mode=: the texts waiting (each learner's oldest, oldest first), the text this tutor
 * holds, the follow-up questions to answer and the tutor's counts. 403 for a learner who is not a tutor.
 */
export function useTutorQueue(filters: QueueQuery, enabled = true) {
  return useQuery({
    queryKey: tutorQueueQueryKey(filters),
    queryFn: () => {
      const query = new URLSearchParams();
      if (filters.level) query.set('level', filters.level);
      if (filters.mode) query.set('mode', filters.mode);
      // Not query.size: older phones' browsers lack it.
      const search = query.toString() ? `?${query}` : '';
      return apiFetchParsed(tutorQueueResponseSchema, `/api/tutor/queue${search}`);
    },
    enabled,
    // A new filter keeps the list in sight until its own answer comes.
    placeholderData: keepPreviousData,
    // Another tutor may take a text at any moment: the list is asked again every minute while it is open.
    refetchInterval: 60_000,
    // A learner who is not a tutor is told so once, not after three more tries.
    retry: false,
  });
}
