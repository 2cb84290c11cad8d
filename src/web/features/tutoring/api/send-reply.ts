import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tutorRequestSchema } from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { tutorQueueRoot } from './get-queue.ts';
import { tutorRequestPath } from './paths.ts';

/** POST /api/tutor/requests/{requestId}/reply: the tutor answers the learner's one follow-up question. */
export function useSendReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, reply }: { requestId: string; reply: string }) =>
      apiFetchParsed(tutorRequestSchema, `${tutorRequestPath(requestId)}/reply`, { body: { reply } }),
    onSettled: () => client.invalidateQueries({ queryKey: tutorQueueRoot }),
  });
}
