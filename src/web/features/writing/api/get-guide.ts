import { useQuery } from '@tanstack/react-query';
import type { WritingMode } from '../../../../domain/enums.ts';
import { writingGuideSchema } from '../../../../domain/library.ts';
import { apiFetchParsed } from '../../../lib/api.ts';

/** GET /api/writing-guides/:mode: the templates and scoring guide shown beside a task; optional, so not retried. */
export function useGuide(mode: WritingMode) {
  return useQuery({
    queryKey: ['guide', mode],
    queryFn: () => apiFetchParsed(writingGuideSchema, `/api/writing-guides/${mode}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
