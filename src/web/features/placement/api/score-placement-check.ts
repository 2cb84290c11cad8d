import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlacementAnswers, placementResultSchema } from '#src/domain/placement.ts';
import { profileQueryKey } from '#src/web/features/progress/index.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

/** Scored on the server, which also keeps the level as the learner's reading level. */
export function useScorePlacementCheck(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlacementAnswers) =>
      apiFetchParsed(placementResultSchema, '/api/placement-check/answers', { body }),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: profileQueryKey(userId) });
      client.invalidateQueries({ queryKey: ['preferences', userId] });
    },
  });
}
