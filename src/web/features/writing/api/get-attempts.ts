import { useQuery } from '@tanstack/react-query';
import { attemptListResponseSchema } from '#src/domain/writing.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

export const attemptsQueryKey = (userId: string, taskKey: string) => ['attempts', userId, taskKey] as const;

/** GET /api/user/{id}/writing/attempts: this learner's saved texts of one task, newest first (a pending one is fetched again until checked). */
export function useAttempts(userId: string, taskKey: string) {
  return useQuery({
    queryKey: attemptsQueryKey(userId, taskKey),
    queryFn: () =>
      apiFetchParsed(
        attemptListResponseSchema,
        `/api/user/${encodeURIComponent(userId)}/writing/attempts?taskKey=${encodeURIComponent(taskKey)}`,
      ),
    enabled: !!userId,
    // A saved text is checked after it is stored (issue 30): asked again until the check is in.
    refetchInterval: (query) => (query.state.data?.attempts.some((a) => a.pending) ? 2_000 : false),
  });
}
