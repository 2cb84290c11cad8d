import { generateWritingTaskResponseSchema } from '#src/domain/content.ts';
import type { WritingMode } from '#src/domain/enums.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

/** POST /api/generate-writing-task: a new task (AI, or a library task when the AI is off or fails). */
export function generateTask(mode: WritingMode, prompt: string, currentKey?: string) {
  return apiFetchParsed(generateWritingTaskResponseSchema, '/api/generate-writing-task', {
    body: { mode, prompt, currentKey },
  });
}
