// How the writing tasks table's rows become what the API answers, parsed
// against their schemas on the way out (as passages/shapes.ts does).
import {
  type StoredWritingTask,
  storedWritingTaskSchema,
  taskListItemSchema,
  writingTaskBodySchema,
} from '#src/domain/content.ts';
import { pdfKeyFor } from '#src/server/ai/library.ts';
import { filename, iso, sourceOf } from '../library/index.ts';
import type { WritingTaskRow } from './repository.ts';

const modeOf = (value: string) => storedWritingTaskSchema.shape.mode.parse(value);

export function toTaskListItem(row: Pick<WritingTaskRow, 'key' | 'mode' | 'title' | 'source' | 'created_at'>) {
  return taskListItemSchema.parse({
    key: row.key,
    metadata: { filename: filename(row.key), mode: row.mode, type: row.mode, title: row.title, source: row.source },
    lastModified: iso(row.created_at),
  });
}

export function toStoredTask(row: WritingTaskRow): StoredWritingTask {
  return {
    ...writingTaskBodySchema.parse(JSON.parse(row.body)),
    key: row.key,
    mode: modeOf(row.mode),
    source: sourceOf(row.source),
    pdfKey: pdfKeyFor(row.key),
    createdAt: iso(row.created_at),
  };
}
