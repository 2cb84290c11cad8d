// A story's reviewed word senses (content/word-sense-reviews/<story id>.tsv),
// written by a person with `npm run review:word-senses` and read by its
// `apply` and by the content check. One line per item of the review sheet:
//
//   item <TAB> word <TAB> at <TAB> was <TAB> now [<TAB> note]
//
// `at`: the item's places in the text (UTF-16 offsets, comma-separated); `was`: the sense the table had there;
// `now`: `keep`, another sense key (WordNet's or a site sense), or `[words] key` for an expression the story
// uses around the word ('[come from] come_from%2:99:00::'); `?` until someone decides. An item `+` adds a word
// the table lacked. Lines starting with # are comments.
import { senseKeySchema } from '#src/domain/library.ts';

export const REVIEWS_DIR = 'word-sense-reviews';

export type ReviewLine = {
  line: number;
  item: string;
  word: string;
  at: number[];
  was: string;
  /** null: not decided yet ('?'). */
  now: { sense: string; words: string | null } | null;
  note: string;
};

export function parseReview(text: string): { lines: ReviewLine[]; errors: string[] } {
  const lines: ReviewLine[] = [];
  const errors: string[] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    if (!raw.trim() || raw.startsWith('#')) continue;
    const [item = '', word = '', at = '', was = '', now = '', note = ''] = raw.split('\t');
    const where = `line ${i + 1}`;
    const places = at.split(',').map(Number);
    if (!/^(\d+|\+)$/.test(item) || !word || places.some((n) => !Number.isInteger(n) || n < 0)) {
      errors.push(`${where}: expected item, word, at, was, now`);
      continue;
    }
    const expression = /^\[([^\]]+)\]\s+(\S+)$/.exec(now.trim());
    const sense = now.trim() === 'keep' ? was : (expression?.[2] ?? now.trim());
    if (sense !== '?' && !senseKeySchema.safeParse(sense).success) {
      errors.push(`${where}: '${now}' is not keep, a sense key or [words] key`);
      continue;
    }
    lines.push({
      line: i + 1,
      item,
      word,
      at: places,
      was,
      now: sense === '?' ? null : { sense, words: expression?.[1] ?? null },
      note,
    });
  }
  return { lines, errors };
}
