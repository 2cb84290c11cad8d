import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Grade } from '../../../domain/srs.ts';
import type { AddWordResponse, ReviewResponse, WordListResponse } from '../../../domain/words.ts';
import { apiFetch } from '../../lib/api.ts';
import { profileQueryKey } from '../progress/index.ts';

const wordsKey = (userId: string) => ['words', userId] as const;
const base = (userId: string) => `/api/user/${encodeURIComponent(userId)}/words`;

export function useWords(userId: string) {
  return useQuery({
    queryKey: wordsKey(userId),
    queryFn: () => apiFetch<WordListResponse>(base(userId)),
  });
}

/** Adding a word also counts toward the 'learn 10 words' challenge (the server records it). */
export function useAddWord(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (word: { word: string; definition: string; sentence: string }) =>
      apiFetch<AddWordResponse>(base(userId), { body: word }),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: wordsKey(userId) });
      client.invalidateQueries({ queryKey: profileQueryKey(userId) });
    },
  });
}

export function useReviewWord(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ word, grade }: { word: string; grade: Grade }) =>
      apiFetch<ReviewResponse>(`${base(userId)}/${encodeURIComponent(word)}/review`, { body: { grade } }),
    onSuccess: () => client.invalidateQueries({ queryKey: wordsKey(userId) }),
  });
}
