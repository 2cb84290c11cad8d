import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releasedResponseSchema } from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { tutorQueueRoot } from './get-queue.ts';
import { tutorRequestPath } from './paths.ts';

/** POST /api/tutor/requests/{requestId}/release: the text goes back to the queue for another tutor. */
export function useReleaseRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiFetchParsed(releasedResponseSchema, `${tutorRequestPath(requestId)}/release`, { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: tutorQueueRoot }),
  });
}
