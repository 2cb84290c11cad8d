import { useQuery } from '@tanstack/react-query';
import { type PublicPlacementCheck, publicPlacementCheckSchema } from '#src/domain/placement.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

export const placementCheckQueryKey = ['placement-check'] as const;

/** The reading check's texts and questions; the answer key stays on the server. */
export function getPlacementCheck(): Promise<PublicPlacementCheck> {
  return apiFetchParsed(publicPlacementCheckSchema, '/api/placement-check');
}

export function usePlacementCheck() {
  return useQuery({
    queryKey: placementCheckQueryKey,
    queryFn: getPlacementCheck,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
