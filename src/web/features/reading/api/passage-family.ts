import { useQuery } from '@tanstack/react-query';
import type { PassageFamilyResponse } from '#src/domain/story-families.ts';
import { apiFetch } from '#src/web/lib/api.ts';

export const passageFamilyQueryKey = (key: string) => ['passage-family', key] as const;

/** The same story at the other levels (decision 021), and which of them the learner read. */
export function usePassageFamily(key: string | null) {
  return useQuery({
    queryKey: passageFamilyQueryKey(key ?? ''),
    queryFn: () => apiFetch<PassageFamilyResponse>(`/api/passage-family?key=${encodeURIComponent(key ?? '')}`),
    enabled: !!key,
  });
}
