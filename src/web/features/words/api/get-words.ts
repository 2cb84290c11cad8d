import { useQuery } from '@tanstack/react-query';
import { wordListResponseSchema } from '#src/domain/words.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

export const wordsQueryKey = (userId: string) => ['words', userId] as const;
export const wordsUrl = (userId: string) => `/api/user/${encodeURIComponent(userId)}/words`;

/** GET /api/user/{id}/words: every saved word, newest first, and today's review. */
export function useWords(userId: string, enabled = true) {
  return useQuery({
    queryKey: wordsQueryKey(userId),
    queryFn: () => apiFetchParsed(wordListResponseSchema, wordsUrl(userId)),
    enabled,
  });
}
