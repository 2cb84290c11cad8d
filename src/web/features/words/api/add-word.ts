import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type addWordRequestSchema, addWordResponseSchema } from '#src/domain/words.ts';
import { profileQueryKey } from '#src/web/features/progress/index.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { wordsQueryKey, wordsUrl } from './get-words.ts';

/** POST /api/user/{id}/words. Adding a word also counts toward the 'learn 10 words' challenge (the server records it). */
export function useAddWord(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (word: z.input<typeof addWordRequestSchema>) =>
      apiFetchParsed(addWordResponseSchema, wordsUrl(userId), { body: word }),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: wordsQueryKey(userId) });
      client.invalidateQueries({ queryKey: profileQueryKey(userId) });
    },
  });
}
