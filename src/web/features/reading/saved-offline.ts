// Which stories open with no connection (decision 018): those the service
// worker's offline copy holds. Read from the copy itself, so a story marked
// "saved for offline" is one that opens offline.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentUrl } from '#src/domain/content.ts';
import { READING_LEVELS, type ReadingLevel, TOPICS, type Topic } from '#src/domain/enums.ts';
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

/**
 * Only what the list shows: a copy saved by an older version of the site (questions without ids, say) is
 * still a story this phone holds. A writing task has no level and is left out.
 */
const heldStorySchema = z.object({
  content: z.object({ key: z.string(), title: z.string(), level: z.enum(READING_LEVELS), topic: z.enum(TOPICS) }),
});

/** Every story this phone holds for offline reading, by title. */
export function useSavedStories(enabled: boolean) {
  return useQuery({
    queryKey: [...SAVED_OFFLINE_QUERY, 'stories'],
    queryFn: async (): Promise<SavedStory[]> => {
      const stories: SavedStory[] = [];
      for (const { body } of await heldAnswers('/api/passage-content')) {
        const parsed = heldStorySchema.safeParse(body);
        if (parsed.success) {
          const { key, title, level, topic } = parsed.data.content;
          stories.push({ key, title, level, topic });
        }
      }
      return stories.sort((a, b) => a.title.localeCompare(b.title, 'en'));
    },
    enabled,
    networkMode: 'always',
    staleTime: 0,
  });
}
