// A writing task to do: pick one from the library or ask an AI task
// (ai/tasks/writing-task), store what was written, and serve the library when
// the task gives nothing (SPEC §8).
import { randomUUID } from 'node:crypto';
import { CONTENT_MESSAGES, type StoredWritingTask } from '#src/domain/content.ts';
import type { WritingMode } from '#src/domain/enums.ts';
import type { WritingGuide } from '#src/domain/library.ts';
import type { AiGate } from '#src/server/ai/gate.ts';
import type { Library } from '#src/server/ai/library.ts';
import type { AiClient, TaskLog } from '#src/server/ai/provider.ts';
import { writeWritingTask } from '#src/server/ai/tasks/writing-task/index.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import { chooseFromLibrary, type LibrarySearch } from '../library/index.ts';
import type { WritingTaskRepository, WritingTaskRow } from './repository.ts';
import { toStoredTask, toTaskListItem } from './shapes.ts';

type Deps = {
  repo: WritingTaskRepository;
  library: Library;
  ai: AiClient | null;
  gate: AiGate;
  log: TaskLog;
  search: LibrarySearch;
  /** Of these keys, the ones reports or a volunteer hid (decision 015). */
  hiddenAmong: (keys: string[]) => Promise<Set<string>>;
  /** Profanity filter for generated content. */
  hasBlockedWords: (text: string) => boolean;
  /** The app's clock (epoch ms): when a generated task was stored. */
  now?: () => number;
};

export function createWritingTaskService({
  repo,
  library,
  ai,
  gate,
  log,
  search,
  hiddenAmong,
  hasBlockedWords,
  now = Date.now,
}: Deps) {
  async function findTask(key: string): Promise<StoredWritingTask> {
    const row = await repo.find(key);
    if (!row) throw new Refusal('not-found', CONTENT_MESSAGES.unknownKey);
    return toStoredTask(row);
  }

  return {
    findTask,

    async listTasks(filter: Parameters<WritingTaskRepository['list']>[0]) {
      const { rows, nextCursor } = await repo.list(filter);
      return { tasks: rows.map(toTaskListItem), nextCursor };
    },

    /** The template and tips for a mode (SPEC §5). */
    guide(mode: WritingMode): WritingGuide {
      const guide = library.guides.get(mode);
      if (!guide) throw new Refusal('not-found', CONTENT_MESSAGES.noGuide);
      return guide;
    },

    async generateTask(
      req: { mode: WritingMode; prompt: string; currentKey?: string },
      userId: string,
      signal: AbortSignal,
    ) {
      const { mode, prompt } = req;
      const fromLibrary = async (fallback: boolean) => {
        const ranked = prompt ? search.tasks(prompt, mode) : [];
        // Tasks are not tracked as read: the next one after the screen's, in library order.
        const choice = await chooseFromLibrary(ranked, search.taskOrder(mode), req.currentKey, {
          hiddenAmong,
          unread: async () => new Set(),
        });
        const row = choice ? await repo.find(choice.key) : undefined;
        if (!row || !choice) throw new Refusal('not-found', CONTENT_MESSAGES.taskFailed);
        return { task: toStoredTask(row), fallback, request: prompt, matched: choice.matched };
      };
      if (!ai) return fromLibrary(false);
      const release = await gate.acquire(userId);
      try {
        const body = await writeWritingTask(ai, { mode, prompt }, { signal, hasBlockedWords, log });
        if (body) {
          const row: WritingTaskRow = {
            key: `writing/${mode}/ai-${randomUUID()}`,
            mode,
            title: body.title,
            source: 'ai',
            body: JSON.stringify(body),
            created_by: userId,
            created_at: now(),
          };
          await repo.insert(row);
          return { task: toStoredTask(row), fallback: false, request: prompt, matched: false };
        }
      } finally {
        release();
      }
      return fromLibrary(true);
    },
  };
}
export type WritingTaskService = ReturnType<typeof createWritingTaskService>;
