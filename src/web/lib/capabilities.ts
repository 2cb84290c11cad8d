// What this site can do (GET /api/site/capabilities): the screens name their
// buttons after it, so nothing is called AI where no AI service writes.
import { useQuery } from '@tanstack/react-query';
import type { Capabilities } from '#src/domain/generation.ts';
import { apiFetch } from './api.ts';

export const capabilitiesQueryKey = ['capabilities'] as const;

export function useCapabilities() {
  return useQuery({
    queryKey: capabilitiesQueryKey,
    queryFn: () => apiFetch<Capabilities>('/api/site/capabilities'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
