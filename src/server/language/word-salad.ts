// Whether a text is written in sentences or is a salad of words (decision 033):
// a script scored 10/10 with random words taken from the stories. Each word is
// reduced to its class (one of the commonest words of the library's stories,
// sentence punctuation, or "another word"), and the text's class pairs are
// compared with how often the stories put those classes side by side. Words
// drawn at random follow one another no more often than chance; sentences,
// even a beginner's with mistakes, do. Cheap (one pass, a table lookup a
// pair) and deterministic. `npm run fit:sentence-bigrams` refits the table;
// `tsx bench/word-salad.ts` measures it on the examiners' learner texts.
import table from './sentence-bigrams.json' with { type: 'json' };

export type SentenceTable = {
  /** The classes: the commonest words, then '.', ',' and OTHER (any other word). */
  classes: string[];
  /** How often each class occurs in the stories (with a '.' before each story). */
  counts: number[];
  /** Class pairs seen side by side, flat: first, second, count, first, second, count... */
  pairs: number[];
};

const OTHER = '*';
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[.!?,;:]/gu;
/** How many of the stories' commonest words get a class of their own. */
export const SENTENCE_CLASS_WORDS = 250;
/** Below this many words a text is too short to judge. */
export const MIN_WORDS_TO_JUDGE = 20;
/**
 * The least sentence-likeness (mean log-ratio a pair) of a text in sentences.
 * A short text's figure wanders more, so its line is lower. Of the examiners'
 * 3,000 learner texts none lies below its line (the lowest: -0.134 under 60
 * words, an A2 text; -0.046 from 60 words); random story words lie below it
 * 85 times in 100 at 40 words, 98 at 80 and all of 900 tries at 180
 * (bench/word-salad.ts).
 */
export const SALAD_BELOW = { short: -0.15, long: -0.08, longFrom: 60 } as const;

function classTokens(text: string, index: Map<string, number>, other: number, stop: number, comma: number): number[] {
  const out = [stop];
  for (const raw of text.match(TOKEN) ?? []) {
    const token = raw.toLowerCase().replace(/’/g, "'");
    out.push(/^[.!?;:]$/.test(token) ? stop : token === ',' ? comma : (index.get(token) ?? other));
  }
  return out;
}

/** The table from texts in sentences (the stories): what `npm run fit:sentence-bigrams` writes. */
export function sentenceTableFrom(texts: string[]): SentenceTable {
  const frequency = new Map<string, number>();
  for (const text of texts)
    for (const raw of text.match(TOKEN) ?? []) {
      const token = raw.toLowerCase().replace(/’/g, "'");
      if (/^\p{L}/u.test(token)) frequency.set(token, (frequency.get(token) ?? 0) + 1);
    }
  const words = [...frequency]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, SENTENCE_CLASS_WORDS)
    .map(([w]) => w);
  const classes = [...words, '.', ',', OTHER];
  const index = new Map(classes.map((c, i) => [c, i]));
  const counts = new Array<number>(classes.length).fill(0);
  const pairCounts = new Map<number, number>();
  for (const text of texts) {
    const tokens = classTokens(text, index, classes.length - 1, classes.length - 3, classes.length - 2);
    for (let i = 0; i < tokens.length; i++) {
      const c = tokens[i] ?? 0;
      counts[c] = (counts[c] ?? 0) + 1;
      if (i > 0) {
        const key = (tokens[i - 1] ?? 0) * classes.length + c;
        pairCounts.set(key, (pairCounts.get(key) ?? 0) + 1);
      }
    }
  }
  const pairs = [...pairCounts]
    .sort((a, b) => a[0] - b[0])
    .flatMap(([key, n]) => [Math.floor(key / classes.length), key % classes.length, n]);
  return { classes, counts, pairs };
}

type Scorer = (text: string) => { likeness: number; words: number };

function scorerOf(t: SentenceTable): Scorer {
  const size = t.classes.length;
  const index = new Map(t.classes.map((c, i) => [c, i]));
  const total = t.counts.reduce((s, n) => s + n, 0);
  const pairCount = new Map<number, number>();
  for (let i = 0; i + 2 < t.pairs.length; i += 3)
    pairCount.set((t.pairs[i] ?? 0) * size + (t.pairs[i + 1] ?? 0), t.pairs[i + 2] ?? 0);
  // Add-one for a class, and a pair smoothed towards its second class's own share.
  const share = (b: number) => ((t.counts[b] ?? 0) + 1) / (total + size);
  const logRatio = (a: number, b: number) => {
    const p = share(b);
    const given = ((pairCount.get(a * size + b) ?? 0) + 0.5 * size * p) / ((t.counts[a] ?? 0) + 0.5 * size);
    return Math.log(given / p);
  };
  return (text) => {
    const tokens = classTokens(text, index, size - 1, size - 3, size - 2);
    let sum = 0;
    for (let i = 1; i < tokens.length; i++) sum += logRatio(tokens[i - 1] ?? 0, tokens[i] ?? 0);
    const words = tokens.filter((c) => c !== size - 3 && c !== size - 2).length;
    return { likeness: tokens.length > 1 ? sum / (tokens.length - 1) : 0, words };
  };
}

const shipped = scorerOf(table);

/** How much the text's word order looks like sentences: above 0 like the stories, about -0.3 for random words. */
export function sentenceLikeness(text: string, t?: SentenceTable): number {
  return (t ? scorerOf(t) : shipped)(text).likeness;
}

/** A text long enough to judge whose words do not follow one another as in sentences. */
export function isWordSalad(text: string, t?: SentenceTable): boolean {
  const { likeness, words } = (t ? scorerOf(t) : shipped)(text);
  const line = words >= SALAD_BELOW.longFrom ? SALAD_BELOW.long : SALAD_BELOW.short;
  return words >= MIN_WORDS_TO_JUDGE && likeness < line;
}
