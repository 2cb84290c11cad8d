import { useQuery } from '@tanstack/react-query';
import { taskListResponseSchema } from '#src/domain/content.ts';
import type { WritingMode } from '#src/domain/enums.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

export const tasksQueryKey = (mode: WritingMode) => ['tasks', mode] as const;

/** GET /api/writing-tasks: the stored tasks of one mode. */
export function useTasks(mode: WritingMode) {
  return useQuery({
    queryKey: tasksQueryKey(mode),
    queryFn: () => apiFetchParsed(taskListResponseSchema, `/api/writing-tasks?mode=${mode}&limit=100`),
  });
}
