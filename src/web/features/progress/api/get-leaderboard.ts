import { useQuery } from '@tanstack/react-query';
import type { LeaderboardResponse } from '#src/domain/progress-api.ts';
import { apiFetch } from '#src/web/lib/api.ts';

export const leaderboardQueryKey = ['leaderboard'] as const;

export function useLeaderboard(enabled = true) {
  return useQuery({
    queryKey: leaderboardQueryKey,
    queryFn: () => apiFetch<LeaderboardResponse>('/api/leaderboard'),
    enabled,
  });
}
