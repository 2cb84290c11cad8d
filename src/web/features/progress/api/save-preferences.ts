import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '#src/domain/preferences.ts';
import type { SavedPreferencesResponse } from '#src/domain/progress-api.ts';
import { apiFetch } from '#src/web/lib/api.ts';
import { leaderboardQueryKey } from './get-leaderboard.ts';
import { profileQueryKey } from './get-profile.ts';

export function useSavePreferences(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<Preferences>) =>
      apiFetch<SavedPreferencesResponse>(`/api/user/${encodeURIComponent(userId)}/preferences`, { body: changes }),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: profileQueryKey(userId) });
      client.invalidateQueries({ queryKey: ['preferences', userId] });
      client.invalidateQueries({ queryKey: leaderboardQueryKey }); // hiding changes the board
    },
  });
}
