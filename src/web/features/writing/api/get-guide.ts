import { useQuery } from '@tanstack/react-query';
import type { WritingMode } from '#src/domain/enums.ts';
import { writingGuideSchema } from '#src/domain/library.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

/** GET /api/writing-guides/:mode: the templates and scoring guide shown beside a task; optional, so not retried. */
export function useGuide(mode: WritingMode) {
  return useQuery({
    queryKey: ['guide', mode],
    queryFn: () => apiFetchParsed(writingGuideSchema, `/api/writing-guides/${mode}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
