// Which stories open with no connection (decision 018): those the service
// worker's offline copy holds. Read from the copy itself, so a story marked
// "saved for offline" is one that opens offline.
import { useQuery } from '@tanstack/react-query';
import { contentUrl, passageContentResponseSchema } from '#src/domain/content.ts';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import { heldAnswers, heldOffline } from '#src/web/lib/service-worker.ts';

/** Invalidated after "Save for offline", so every list shows the new mark. */
export const SAVED_OFFLINE_QUERY = ['saved-offline'] as const;
const NONE: ReadonlySet<string> = new Set();

/** The keys among these whose story this phone holds for offline reading. */
export function useSavedOffline(keys: string[]): ReadonlySet<string> {
  const held = useQuery({
    queryKey: [...SAVED_OFFLINE_QUERY, keys],
    queryFn: async () => {
      const urls = await heldOffline(keys.map(contentUrl));
      return new Set(keys.filter((key) => urls.has(contentUrl(key))));
    },
    enabled: keys.length > 0,
    // The cache is on this phone: asked with or without a connection.
    networkMode: 'always',
    staleTime: 0,
  });
  return held.data ?? NONE;
}

export type SavedStory = { key: string; title: string; level: ReadingLevel; topic: Topic };

/** Every story this phone holds for offline reading, by title. */
export function useSavedStories(enabled: boolean) {
  return useQuery({
    queryKey: [...SAVED_OFFLINE_QUERY, 'stories'],
    queryFn: async (): Promise<SavedStory[]> => {
      const stories: SavedStory[] = [];
      for (const { body } of await heldAnswers('/api/passage-content')) {
        const parsed = passageContentResponseSchema.safeParse(body);
        const content = parsed.success ? parsed.data.content : null;
        if (content && 'level' in content)
          stories.push({ key: content.key, title: content.title, level: content.level, topic: content.topic });
      }
      return stories.sort((a, b) => a.title.localeCompare(b.title, 'en'));
    },
    enabled,
    networkMode: 'always',
    staleTime: 0,
  });
}
