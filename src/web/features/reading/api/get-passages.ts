import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passageListResponseSchema } from '#src/domain/content.ts';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import { apiFetch } from '#src/web/lib/api.ts';

export const passagesQueryKey = (level: ReadingLevel, topic: Topic) => ['passages', level, topic] as const;

/** 'Browse Existing Passages': the stored passages of one level and topic. */
export function usePassages(level: ReadingLevel, topic: Topic) {
  return useQuery({
    queryKey: passagesQueryKey(level, topic),
    queryFn: () =>
      apiFetch<z.infer<typeof passageListResponseSchema>>(`/api/passages?level=${level}&topic=${topic}&limit=100`),
  });
}
