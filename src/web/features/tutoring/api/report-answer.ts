import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learnerTutorRequestSchema, type ReportTutorAnswer } from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { putRequest, tutorRequestsQueryKey } from './get-tutor-requests.ts';
import { requestPath } from './paths.ts';

/** POST /api/user/{id}/tutor-requests/{requestId}/report: a comment ('note': the overall note) for a volunteer to read. */
export function useReportAnswer(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...body }: ReportTutorAnswer & { requestId: string }) =>
      apiFetchParsed(learnerTutorRequestSchema, `${requestPath(userId, requestId)}/report`, { body }),
    onSuccess: (request) => putRequest(client, userId, request),
    // Refused because it was reported already (another tab): the list says so.
    onError: () => client.invalidateQueries({ queryKey: tutorRequestsQueryKey(userId) }),
  });
}
