import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  type LearnerTutorRequest,
  type LearnerTutorRequestsResponse,
  learnerTutorRequestsResponseSchema,
} from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { requestsPath } from './paths.ts';

export const tutorRequestsQueryKey = (userId: string) => ['tutor-requests', userId] as const;

/**
 * GET /api/user/{id}/tutor-requests: the learner's texts sent to tutors, newest first, with their answers, and
 * whether the learner may ask yet (a day of practice on record first, decision 038).
 */
export function useTutorRequests(userId: string, enabled = true) {
  return useQuery({
    queryKey: tutorRequestsQueryKey(userId),
    queryFn: () => apiFetchParsed(learnerTutorRequestsResponseSchema, requestsPath(userId)),
    enabled: enabled && !!userId,
  });
}

/**
 * Puts a request the server answered with in the list, in its place (a new one first), without asking again;
 * a list not here yet is asked for.
 */
export function putRequest(client: QueryClient, userId: string, request: LearnerTutorRequest) {
  if (!client.getQueryData(tutorRequestsQueryKey(userId))) {
    void client.invalidateQueries({ queryKey: tutorRequestsQueryKey(userId) });
    return;
  }
  client.setQueryData<LearnerTutorRequestsResponse>(tutorRequestsQueryKey(userId), (list) => {
    if (!list) return list;
    const known = list.requests.some((r) => r.id === request.id);
    return {
      ...list,
      requests: known ? list.requests.map((r) => (r.id === request.id ? request : r)) : [request, ...list.requests],
    };
  });
}
