import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentUrl, storedWritingTaskSchema } from '#src/domain/content.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

// GET /api/passage-content answers passages and tasks alike; this screen needs a task.
const taskContentResponseSchema = z.object({ content: storedWritingTaskSchema });

/** A GET, so a task once opened can be opened again offline (the service worker keeps it). */
export function useTask(key: string | null) {
  return useQuery({
    queryKey: ['task', key],
    queryFn: () => apiFetchParsed(taskContentResponseSchema, contentUrl(key ?? '')).then((r) => r.content),
    enabled: !!key,
  });
}
