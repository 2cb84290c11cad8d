import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learnerTutorRequestSchema } from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { putRequest } from './get-tutor-requests.ts';
import { requestPath } from './paths.ts';

/** POST /api/user/{id}/tutor-requests/{requestId}/follow-up: one more question about an answer, once. */
export function useAskFollowUp(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, question }: { requestId: string; question: string }) =>
      apiFetchParsed(learnerTutorRequestSchema, `${requestPath(userId, requestId)}/follow-up`, {
        body: { question },
      }),
    onSuccess: (request) => putRequest(client, userId, request),
  });
}
