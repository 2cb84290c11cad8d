import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawnResponseSchema } from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { tutorRequestsQueryKey } from './get-tutor-requests.ts';
import { requestPath } from './paths.ts';

/** DELETE /api/user/{id}/tutor-requests/{requestId}: a text no tutor holds yet leaves the queue. */
export function useWithdrawRequest(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiFetchParsed(withdrawnResponseSchema, requestPath(userId, requestId), { method: 'DELETE' }),
    // Refused too (a tutor took it meanwhile): the list says what is true now.
    onSettled: () => client.invalidateQueries({ queryKey: tutorRequestsQueryKey(userId) }),
  });
}
