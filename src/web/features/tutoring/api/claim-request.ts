import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tutorRequestSchema } from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { tutorQueueRoot } from './get-queue.ts';
import { tutorRequestPath } from './paths.ts';

/** POST /api/tutor/requests/{requestId}/claim: the tutor holds the text for an hour (refused when another took it). */
export function useClaimRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiFetchParsed(tutorRequestSchema, `${tutorRequestPath(requestId)}/claim`, { method: 'POST', body: {} }),
    // Refused too: the queue says who holds what now.
    onSettled: () => client.invalidateQueries({ queryKey: tutorQueueRoot }),
  });
}
