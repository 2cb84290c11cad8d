import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Grade } from '#src/domain/srs.ts';
import { reviewResponseSchema } from '#src/domain/words.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { wordsQueryKey, wordsUrl } from './get-words.ts';

/** POST /api/user/{id}/words/{word}/review: how well the learner knew it sets when it comes back. */
export function useReviewWord(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ word, grade }: { word: string; grade: Grade }) =>
      apiFetchParsed(reviewResponseSchema, `${wordsUrl(userId)}/${encodeURIComponent(word)}/review`, {
        body: { grade },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: wordsQueryKey(userId) }),
  });
}
