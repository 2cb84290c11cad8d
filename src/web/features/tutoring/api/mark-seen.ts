import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learnerTutorRequestSchema } from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { putRequest } from './get-tutor-requests.ts';
import { requestPath } from './paths.ts';

/** POST /api/user/{id}/tutor-requests/{requestId}/seen: the learner opened the answer (the Hub stops saying so). */
export function useMarkSeen(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiFetchParsed(learnerTutorRequestSchema, `${requestPath(userId, requestId)}/seen`, { method: 'POST', body: {} }),
    onSuccess: (request) => putRequest(client, userId, request),
  });
}
