// Pronunciation check by alignment (decision 005, instead of SPEC §5's
// positional rule): the words the browser heard are aligned to the passage
// with a word-level edit distance, so one skipped word costs one word and
// not every word after it.
import { normalizeWords } from './reading.ts';

export type WordResult =
  | { index: number; word: string; status: 'matched' }
  | { index: number; word: string; status: 'omitted' }
  | { index: number; word: string; status: 'substituted'; heard: string };

export type PronunciationResult =
  | { ok: false; reason: 'nothing-heard' }
  | {
      ok: true;
      /** Matched words over the passage words the learner reached, 0-100. */
      accuracy: number;
      /** One entry per passage word reached, in order; index is the word's position in the passage. */
      words: WordResult[];
      /** Words heard that are not in the passage. */
      inserted: string[];
      /** How many passage words the learner reached (the rest were not read, not missed). */
      reached: number;
      total: number;
    };

/**
 * Aligns what was heard to the passage. Every operation costs 1: a passage
 * word not said (omitted), a word said instead of it (substituted), a word
 * said that is not there (inserted). The learner may stop anywhere: passage
 * words after the last aligned one are not counted (a free end gap).
 */
export function alignPronunciation(expectedText: string, heardText: string): PronunciationResult {
  const a = normalizeWords(expectedText);
  const b = normalizeWords(heardText);
  if (b.length === 0 || a.length === 0) return { ok: false, reason: 'nothing-heard' };

  const n = a.length;
  const m = b.length;
  const width = m + 1;
  // cost[i * width + j]: the cheapest alignment of a[0..i) with b[0..j)
  const cost = new Uint32Array((n + 1) * width);
  for (let i = 0; i <= n; i++) cost[i * width] = i;
  for (let j = 0; j <= m; j++) cost[j] = j;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const same = a[i - 1] === b[j - 1] ? 0 : 1;
      cost[i * width + j] = Math.min(
        (cost[(i - 1) * width + j - 1] ?? 0) + same,
        (cost[(i - 1) * width + j] ?? 0) + 1,
        (cost[i * width + j - 1] ?? 0) + 1,
      );
    }
  }

  // Where the learner stopped: the passage prefix that aligns best with all that was heard (the longest on a tie).
  let reached = 0;
  for (let i = 1; i <= n; i++) {
    if ((cost[i * width + m] ?? 0) <= (cost[reached * width + m] ?? 0)) reached = i;
  }

  const words: WordResult[] = [];
  const inserted: string[] = [];
  let i = reached;
  let j = m;
  while (i > 0 || j > 0) {
    const here = cost[i * width + j] ?? 0;
    const word = a[i - 1] ?? '';
    const heard = b[j - 1] ?? '';
    if (i > 0 && j > 0 && word === heard && here === cost[(i - 1) * width + j - 1]) {
      words.push({ index: i - 1, word, status: 'matched' });
      i--;
      j--;
    } else if (i > 0 && j > 0 && here === (cost[(i - 1) * width + j - 1] ?? 0) + 1) {
      words.push({ index: i - 1, word, status: 'substituted', heard });
      i--;
      j--;
    } else if (i > 0 && here === (cost[(i - 1) * width + j] ?? 0) + 1) {
      words.push({ index: i - 1, word, status: 'omitted' });
      i--;
    } else {
      inserted.push(heard);
      j--;
    }
  }
  words.reverse();
  inserted.reverse();
  const matched = words.filter((w) => w.status === 'matched').length;
  return {
    ok: true,
    accuracy: reached ? Math.round((matched / reached) * 100) : 0,
    words,
    inserted,
    reached,
    total: n,
  };
}
