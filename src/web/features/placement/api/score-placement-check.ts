import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlacementAnswers, placementResultSchema } from '../../../../domain/placement.ts';
import { apiFetchParsed } from '../../../lib/api.ts';
import { profileQueryKey } from '../../progress/index.ts';

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
