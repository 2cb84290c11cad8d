// GET /api/word-gloss/:word: the AI service's French word for a tapped English
// word (decision 008). Asked only after the English is shown, and only when the
// dictionary said it may be (aiGloss); a failure simply means no French.
import { useQuery } from '@tanstack/react-query';
import type { WordGlossResponse } from '#src/domain/content.ts';
import { apiFetch } from '#src/web/lib/api.ts';

export function getWordGloss(word: string, passageKey: string, sentence: string): Promise<WordGlossResponse> {
  const query = new URLSearchParams({ passageKey, sentence: sentence.slice(0, 1000) });
  return apiFetch<WordGlossResponse>(`/api/word-gloss/${encodeURIComponent(word)}?${query}`);
}

export function useWordGloss(input: { word: string; passageKey: string; sentence: string } | null) {
  return useQuery({
    queryKey: ['word-gloss', input?.passageKey, input?.sentence, input?.word],
    queryFn: () => getWordGloss(input?.word ?? '', input?.passageKey ?? '', input?.sentence ?? ''),
    enabled: input !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
