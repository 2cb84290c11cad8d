// A tutor selects words in a copy of the learner's text that takes no typing (a finger on
// a phone is not precise): the selection is read as whole words, without the
// spaces around them, so a comment marks what the tutor meant.

const WORD = /[\p{L}\p{N}\p{M}'’-]/u;
const isWord = (text: string, at: number) => at >= 0 && at < text.length && WORD.test(text[at] ?? '');

/** [start, end) grown to whole words and trimmed of spaces; null when nothing but spaces is selected. */
export function wholeWords(text: string, start: number, end: number): { start: number; end: number } | null {
  let from = Math.max(0, Math.min(start, end));
  let to = Math.min(text.length, Math.max(start, end));
  while (from < to && /\s/.test(text[from] ?? '')) from++;
  while (to > from && /\s/.test(text[to - 1] ?? '')) to--;
  if (from === to) return null;
  while (isWord(text, from - 1) && isWord(text, from)) from--;
  while (isWord(text, to) && isWord(text, to - 1)) to++;
  return { start: from, end: to };
}
