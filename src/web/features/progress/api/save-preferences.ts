import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '../../../../domain/preferences.ts';
import { apiFetch } from '../../../lib/api.ts';
import { leaderboardQueryKey } from './get-leaderboard.ts';
import { profileQueryKey } from './get-profile.ts';

export function useSavePreferences(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<Preferences>) =>
      apiFetch<{ preferences: Preferences }>(`/api/user/${encodeURIComponent(userId)}/preferences`, { body: changes }),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: profileQueryKey(userId) });
      client.invalidateQueries({ queryKey: ['preferences', userId] });
      client.invalidateQueries({ queryKey: leaderboardQueryKey }); // hiding changes the board
    },
  });
}
