// Puts the built-in library (ai/library.ts) into the content tables at start,
// so library items are browsed and loaded like generated ones.
import { LIBRARY_EDITION, type Library, passageKey, taskKey } from '../../ai/library.ts';
import type { ContentRepository } from './repository.ts';

/** Writes the library into the database, replacing what an older library put there. */
export async function syncLibrary(repo: ContentRepository, library: Library): Promise<void> {
  const passageRows = library.passages.map((p) => ({
    key: passageKey(p),
    level: p.level,
    topic: p.topic,
    title: p.title,
    source: 'library',
    body: JSON.stringify({
      title: p.title,
      text: p.text,
      questions: p.questions,
      vocabulary: p.vocabulary,
      wordSenses: p.wordSenses,
    }),
    french: JSON.stringify(p.french),
    created_by: null,
    created_at: LIBRARY_EDITION,
    family: p.family ?? null,
  }));
  await repo.upsertPassages(passageRows);
  await repo.deletePassagesNotIn(
    'library',
    passageRows.map((r) => r.key),
  );
  const taskRows = library.tasks.map((t) => {
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
  await repo.upsertTasks(taskRows);
  await repo.deleteTasksNotIn(
    'library',
    taskRows.map((r) => r.key),
  );
}
