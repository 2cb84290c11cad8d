// Arabic and Persian in a PDF (issue 33). pdfkit lays each string out with
// fontkit, which joins Arabic letters (its Arabic shaper) and, when a string's
// first letter is of a right-to-left script, reverses the whole string's
// glyphs. It has no bidirectional algorithm: a line that mixes an English
// name or a number with Arabic would come out in the wrong order, and
// brackets face the wrong way. So a paragraph is wrapped here, each line is
// put in display order by the Unicode bidirectional algorithm (bidi-js), and
// drawn as runs of one direction, each given to fontkit in the order that
// makes its output read right.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Scripts fontkit reverses (its Script.direction): the first of these in a string decides. */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const FIRST_SCRIPT_LETTER = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
/** Direction marks and isolates steer the algorithm and are never drawn (most fonts have no glyph for them). */
const CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Whether fontkit will reverse this string's glyphs. */
export function fontkitReverses(text: string): boolean {
  const first = text.match(FIRST_SCRIPT_LETTER)?.[0];
  return first !== undefined && RTL_SCRIPT.test(first);
}

export type Measure = (text: string) => number;

/**
 * A right-to-left paragraph's lines: greedy at the spaces (Arabic and Persian
 * words are separated by spaces), each line the [start, end] (inclusive) of
 * its text in the paragraph, its edge spaces left out.
 */
export function wrapLines(paragraph: string, width: number, measure: Measure): [number, number][] {
  const words = [...paragraph.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length - 1 }));
  const space = measure(' ');
  const lines: [number, number][] = [];
  let current: { start: number; end: number; width: number } | null = null;
  for (const word of words) {
    const w = measure(paragraph.slice(word.start, word.end + 1).replace(CONTROLS, ''));
    if (current && current.width + space + w <= width) {
      current.end = word.end;
      current.width += space + w;
      continue;
    }
    if (current) lines.push([current.start, current.end]);
    // A word wider than the line stays whole on a line of its own.
    current = { start: word.start, end: word.end, width: w };
  }
  if (current) lines.push([current.start, current.end]);
  return lines;
}

/**
 * One line's text as the strings to draw from left to right. Each string
 * holds characters of one embedding level; a right-to-left one has its
 * brackets mirrored; and each is handed over in the order that, after
 * fontkit's own reversal (or none), shows it the right way round.
 */
export function displayRuns(
  paragraph: string,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  start: number,
  end: number,
): string[] {
  // Every index of the paragraph comes back, this line's put in display order.
  const order = bidi.getReorderedIndices(paragraph, levels, start, end).slice(start, end + 1);
  const mirrored = bidi.getMirroredCharactersMap(paragraph, levels.levels, start, end);
  const runs: { rtl: boolean; visual: string[] }[] = [];
  let last = -1;
  for (const index of order) {
    const level = levels.levels[index] ?? 0;
    const char = mirrored.get(index) ?? paragraph[index] ?? '';
    const run = runs.at(-1);
    if (run && level === last) run.visual.push(char);
    else runs.push({ rtl: level % 2 === 1, visual: [char] });
    last = level;
  }
  return runs
    .map(({ rtl, visual }) => {
      const shown = visual.join('').replace(CONTROLS, '');
      // A right-to-left run is shaped in reading order (letters join only so) and fontkit reverses it;
      // a run fontkit would reverse the wrong way (Persian digits in a number) is handed over reversed.
      const reading = [...shown].reverse().join('');
      if (rtl) return fontkitReverses(reading) ? reading : shown;
      return fontkitReverses(shown) ? reading : shown;
    })
    .filter((text) => text.length > 0);
}

/** The paragraph's embedding levels, right to left as its base direction. */
export const rtlLevels = (paragraph: string) => bidi.getEmbeddingLevels(paragraph, 'rtl');
