// A fix is offered only when the error detector reads the fixed sentence as
// right where the fix changed it: "I am go" → "I was go" still has a likely
// mistake at "go", so that finding says "check this part" instead of
// offering a change that leaves the sentence wrong.
import { type Detected, detectEach, tables } from './detector.ts';
import type { ShownFinding } from './findings.ts';

type Fixable = { start: number; end: number; suggestions: string[]; mark?: string };

/**
 * The text from `from` to `to` with a finding's first suggestion applied: in place of the marked words, or for a
 * gap after the word before it (a comma straight after it, a word after a space).
 */
export function applyFix(text: string, f: Fixable, from = 0, to = text.length): string {
  const fix = f.suggestions[0] ?? '';
  if (f.mark === 'gap') {
    const add = /^[,.;:!?]/.test(fix) ? fix : ` ${fix}`;
    return text.slice(from, f.start) + add + text.slice(f.start, to);
  }
  return text.slice(from, f.start) + fix + text.slice(f.end, to);
}

// The last text's sentences ([start, end) each): one analysis asks for the sentence around every fix and every
// fix it tries, so the text is cut once, not once a question.
let cut: { text: string; spans: { start: number; end: number }[] } | undefined;
function sentenceSpans(text: string) {
  if (cut?.text !== text) {
    const { tokenize, sentences } = tables().tokenizer;
    const tokens = tokenize(text);
    const spans = sentences(text, tokens).map(([first, last]) => ({
      start: tokens[first]?.start ?? 0,
      end: tokens[last - 1]?.end ?? text.length,
    }));
    cut = { text, spans };
  }
  return cut.spans;
}

/** The sentence around a finding, as the detector cuts sentences: [start, end) in the text. */
export function sentenceAround(text: string, f: { start: number; end: number }): { start: number; end: number } {
  for (const { start, end } of sentenceSpans(text))
    if (f.start <= end) return { start: Math.min(start, f.start), end: Math.max(end, f.end) };
  return { start: 0, end: text.length };
}

/**
 * How surely wrong the detector reads the fixed words and the word either side of them: the largest probability
 * there that a token is wrong or that something is missing before it (none before the first), 0 with no word.
 */
export function nearestWrong(detected: Detected, from: number, to: number): number {
  const near = detected.tokens.flatMap((t, i) => (t.end >= from && t.start <= to ? [i] : []));
  if (!near.length) return 0;
  const first = Math.max(0, (near[0] as number) - 1);
  const last = Math.min(detected.tokens.length - 1, (near.at(-1) as number) + 1);
  return Math.max(
    ...detected.tokens.slice(first, last + 1).map((t, k) => Math.max(t.wrong, k > 0 ? t.missingBefore : 0)),
  );
}

/** Whether the detector still finds a likely mistake at the fixed words or the word either side of them. */
export function stillWrong(detected: Detected, from: number, to: number, thresholds: { token: number; gap: number }) {
  return nearestWrong(detected, from, to) >= Math.min(thresholds.token, thresholds.gap);
}

/**
 * The sentence around a finding with its first suggestion applied, and where the fixed words are in it: what the
 * detector reads back.
 */
export function fixedSentence(text: string, f: Fixable): { sentence: string; from: number; to: number } {
  const around = sentenceAround(text, f);
  const sentence = applyFix(text, f, around.start, around.end);
  return { sentence, from: f.start - around.start, to: sentence.length - (around.end - f.end) };
}

/**
 * The findings with each fix checked: the detector reads the finding's sentence with the fix applied (all of a
 * text's fixes in one go), and a fix that leaves a likely mistake there is taken away (the finding stays, as
 * "check this part", or a gap with nothing to add).
 */
export async function checkFixes<F extends ShownFinding>(
  text: string,
  findings: F[],
  detect: (sentences: string[]) => Promise<Detected[]> = detectEach,
): Promise<F[]> {
  const { thresholds } = tables().vocabulary;
  const fixes = findings.flatMap((f) => (f.suggestions.length ? [{ f, ...fixedSentence(text, f) }] : []));
  const read = await detect(fixes.map((x) => x.sentence));
  const wrong = new Set(
    fixes.filter((x, i) => stillWrong(read[i] as Detected, x.from, x.to, thresholds)).map((x) => x.f),
  );
  return findings.map((f) =>
    wrong.has(f) ? { ...f, suggestions: [], mark: f.mark === 'gap' ? ('gap' as const) : ('check' as const) } : f,
  );
}
