// The built-in library (content/): read once at start, validated, and
// written into the database so browsing and loading work the same for
// library and generated content.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { WritingMode } from '../../domain/enums.ts';
import {
  type LibraryPassage,
  type LibraryTask,
  libraryPassageSchema,
  libraryTaskSchema,
  type WritingGuide,
  writingGuideSchema,
} from '../../domain/library.ts';
import type { ContentRepository } from '../features/content/repository.ts';

/** Library items sort after generated ones and show this as their date. */
export const LIBRARY_EDITION = Date.UTC(2026, 10, 22);

export type Library = {
  passages: LibraryPassage[];
  tasks: LibraryTask[];
  guides: Map<WritingMode, WritingGuide>;
};

export const passageKey = (p: { level: string; topic: string; id: string }) => `reading/${p.level}/${p.topic}/${p.id}`;
export const taskKey = (t: { mode: string; id: string }) => `writing/${t.mode}/${t.id}`;
export const pdfKeyFor = (key: string) => `pdf/${key}`;

function jsonFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

function parse<T>(path: string, schema: { parse: (v: unknown) => T }): T {
  try {
    return schema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    throw new Error(`The library file ${path} is invalid: ${(error as Error).message}`);
  }
}

/** Reads content/; a broken file stops start-up with its name (tests keep them valid). */
export function loadLibrary(contentDir: string): Library {
  const passages = jsonFiles(join(contentDir, 'reading')).map((p) => parse(p, libraryPassageSchema));
  const tasks: LibraryTask[] = [];
  const guides = new Map<WritingMode, WritingGuide>();
  for (const path of jsonFiles(join(contentDir, 'writing'))) {
    if (basename(path) === 'guide.json') {
      const guide = parse(path, writingGuideSchema);
      guides.set(guide.mode, guide);
    } else tasks.push(parse(path, libraryTaskSchema));
  }
  return { passages, tasks, guides };
}

/** Writes the library into the database, replacing what an older library put there. */
export async function syncLibrary(repo: ContentRepository, library: Library): Promise<void> {
  const passageRows = library.passages.map((p) => ({
    key: passageKey(p),
    level: p.level,
    topic: p.topic,
    title: p.title,
    source: 'library',
    body: JSON.stringify({ title: p.title, text: p.text, questions: p.questions, vocabulary: p.vocabulary }),
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
