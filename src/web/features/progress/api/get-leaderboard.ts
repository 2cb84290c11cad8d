import { useQuery } from '@tanstack/react-query';
import type { LeaderboardResponse } from '../../../../domain/progress-api.ts';
import { apiFetch } from '../../../lib/api.ts';

export const leaderboardQueryKey = ['leaderboard'] as const;

export function useLeaderboard(enabled = true) {
  return useQuery({
    queryKey: leaderboardQueryKey,
    queryFn: () => apiFetch<LeaderboardResponse>('/api/leaderboard'),
    enabled,
  });
}
