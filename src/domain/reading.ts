// Reading rules of SPEC §5 and §9: reading speed and the local passage cache.
// Pronunciation is scored by alignment in pronunciation.ts (decision 005).

/** What counts as a word in a passage: letters or digits, with inner apostrophes (it's, children's). */
export const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lower-cased words without punctuation, for comparing what was said with what was written. */
/** A story's paragraphs: its text split at blank lines, as the passage screen and the page's first paint draw them. */
export function paragraphTexts(text: string): string[] {
  return text.split(/\n\s*\n/);
}

export function normalizeWords(text: string): string[] {
  return (text.toLowerCase().match(WORD_PATTERN) ?? []).map((w) => w.replace(/’/g, "'"));
}

export function wordsPerMinute(words: number, seconds: number): number {
  return seconds > 0 ? Math.round((words / seconds) * 60) : 0;
}

/**
 * Silent reading's words per minute, and whether it is a pace people read at. Careful readers of their own
 * language read about 200-300 words a minute and learners less; past 500 a story was skimmed (or the button
 * pressed early), under 20 the timer ran through a break. Either way the figure says nothing about reading,
 * so the screen says so instead of praising it.
 */
export const READING_PACE = { fastest: 500, slowest: 20 } as const;

export function readingPace(words: number, seconds: number): { wpm: number; pace: 'skimmed' | 'paused' | 'plausible' } {
  const wpm = wordsPerMinute(words, Math.max(1, seconds));
  const pace = wpm > READING_PACE.fastest ? 'skimmed' : wpm < READING_PACE.slowest ? 'paused' : 'plausible';
  return { wpm, pace };
}

/** SPEC §9: a cached passage is reused with 70 % probability; at most 5 per level-topic pair, newest first. */
export const CACHE_REUSE_PROBABILITY = 0.7;
export const CACHE_SIZE = 5;

export type CachedPassage = { key: string; content: string; cachedAt: number };

/** SPEC §5: cached entries without string content are discarded. */
export function validCache(entries: unknown): CachedPassage[] {
  if (!Array.isArray(entries)) return [];
  return entries.filter(
    (e): e is CachedPassage =>
      !!e &&
      typeof e === 'object' &&
      typeof (e as CachedPassage).key === 'string' &&
      typeof (e as CachedPassage).content === 'string',
  );
}

export function addToCache(entries: CachedPassage[], entry: CachedPassage): CachedPassage[] {
  return [entry, ...entries.filter((e) => e.key !== entry.key)]
    .sort((x, y) => y.cachedAt - x.cachedAt)
    .slice(0, CACHE_SIZE);
}

/** The cached passage to reuse, or null to fetch a new one. */
export function pickCached(entries: CachedPassage[], random: () => number): CachedPassage | null {
  if (!entries.length || random() >= CACHE_REUSE_PROBABILITY) return null;
  return entries[Math.floor(random() * entries.length)] ?? null;
}

/**
 * Speaking speed of a typical voice at rate 1, in words per minute. Some
 * voices (speech-dispatcher on Linux, several Android ones) send no word
 * boundaries, so the read-along highlight follows the clock instead.
 */
export const VOICE_WORDS_PER_MINUTE = 170;

/** The word (0-based, from where speech started) a voice is probably saying after `elapsedMs`. */
export function estimatedWordIndex(elapsedMs: number, rate: number): number {
  if (!(elapsedMs > 0) || !(rate > 0)) return 0;
  return Math.floor((elapsedMs / 60_000) * VOICE_WORDS_PER_MINUTE * rate);
}

/** Where the sentence around a character position starts and ends in the text. */
export function sentenceBounds(text: string, index: number): { start: number; end: number } {
  const before = text.slice(0, index);
  let start = 0;
  for (const match of before.matchAll(/[.!?]["')\]]*\s+|\n/g)) start = (match.index ?? 0) + match[0].length;
  const endMatch = text.slice(index).match(/[.!?](?=["')\]]*(\s|$))/);
  const end = endMatch?.index !== undefined ? index + endMatch.index + 1 : text.length;
  return { start, end };
}
