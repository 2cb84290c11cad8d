// A library passage file as the sense scripts write it.
import type { WordSense } from '../../src/domain/library.ts';

/** The passage file with its table last, one entry a line: readable in a review, and a small diff when one changes. */
export function passageJson(raw: Record<string, unknown>, table: WordSense[]): string {
  const { wordSenses: _old, ...rest } = raw;
  const body = JSON.stringify({ ...rest, wordSenses: '\u0000' }, null, 2);
  const entries = table.map((e) => `    ${JSON.stringify({ at: e.at, word: e.word, sense: e.sense })}`).join(',\n');
  return `${body.replace('"\\u0000"', `[\n${entries}\n  ]`)}\n`;
}
