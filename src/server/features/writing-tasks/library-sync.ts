// Puts the built-in library's writing tasks (ai/library.ts) into their table
// at start, so they are browsed and loaded like generated ones.
import { LIBRARY_EDITION, type Library, taskKey } from '#src/server/ai/library.ts';
import type { WritingTaskRepository } from './repository.ts';

/** Writes the library's tasks, replacing what an older library put there. */
export async function syncLibraryTasks(repo: WritingTaskRepository, library: Library): Promise<void> {
  const rows = library.tasks.map((t) => {
    const { id: _id, mode, ...body } = t;
    return {
      key: taskKey(t),
      mode,
      title: t.title,
      source: 'library',
      body: JSON.stringify(body),
      created_by: null,
      created_at: LIBRARY_EDITION,
    };
  });
  await repo.upsert(rows);
  await repo.deleteNotIn(
    'library',
    rows.map((r) => r.key),
  );
}
