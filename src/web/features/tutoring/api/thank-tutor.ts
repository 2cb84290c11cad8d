import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learnerTutorRequestSchema } from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { putRequest } from './get-tutor-requests.ts';
import { requestPath } from './paths.ts';

/** POST /api/user/{id}/tutor-requests/{requestId}/thanks: once; again is harmless. */
export function useThankTutor(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiFetchParsed(learnerTutorRequestSchema, `${requestPath(userId, requestId)}/thanks`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: (request) => putRequest(client, userId, request),
  });
}
