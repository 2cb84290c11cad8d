import { useQuery } from '@tanstack/react-query';
import { attemptListResponseSchema } from '../../../../domain/writing.ts';
import { apiFetchParsed } from '../../../lib/api.ts';

export const attemptsQueryKey = (userId: string, taskKey: string) => ['attempts', userId, taskKey] as const;

/** GET /api/user/{id}/writing/attempts: this learner's saved texts of one task, newest first. */
export function useAttempts(userId: string, taskKey: string) {
  return useQuery({
    queryKey: attemptsQueryKey(userId, taskKey),
    queryFn: () =>
      apiFetchParsed(
        attemptListResponseSchema,
        `/api/user/${encodeURIComponent(userId)}/writing/attempts?taskKey=${encodeURIComponent(taskKey)}`,
      ),
    enabled: !!userId,
  });
}
