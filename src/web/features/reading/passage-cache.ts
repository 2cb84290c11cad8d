// SPEC §9 local cache of passages per level and topic, with the shared rule:
// reuse a cached one 70 % of the time, keep 5, newest first; entries without
// string content are discarded (SPEC §5).
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import { addToCache, type CachedPassage, pickCached, validCache } from '#src/domain/reading.ts';
import { LEARNER_KEYS } from '#src/web/lib/storage.ts';

const keyFor = (level: ReadingLevel, topic: Topic) => `${LEARNER_KEYS.passageCache}${level}:${topic}`;

export function readCache(level: ReadingLevel, topic: Topic): CachedPassage[] {
  try {
    return validCache(JSON.parse(localStorage.getItem(keyFor(level, topic)) ?? '[]'));
  } catch {
    return [];
  }
}

export function rememberPassage(level: ReadingLevel, topic: Topic, key: string, content: string) {
  try {
    localStorage.setItem(
      keyFor(level, topic),
      JSON.stringify(addToCache(readCache(level, topic), { key, content, cachedAt: Date.now() })),
    );
  } catch (error) {
    console.warn('Could not cache the passage on this device', error);
  }
}

/** The passage to open on arrival: a cached one (70 %), else a random stored one. */
export function passageOnArrival(
  level: ReadingLevel,
  topic: Topic,
  storedKeys: string[],
  random = Math.random,
): string | null {
  const cached = pickCached(readCache(level, topic), random);
  if (cached) return cached.key;
  return storedKeys[Math.floor(random() * storedKeys.length)] ?? null;
}
