// `npm run review:word-senses`: a person chooses each library story's word
// senses, as an editor of a graded reader would, rather than taking the
// model's table (resolve-word-senses.ts) unread.
//
//   sheet <story-id> [--full|--brief] [--items 3,7]
//                               each distinct word and sense of the story once, numbered, with its sentences,
//                               the sense's definition and the other candidates (a, b, c…); --full shows the
//                               candidates even of a sense reviewers kept in other stories, --brief none;
//                               --items: only those items
//   template <story-id>         writes content/word-sense-reviews/<story-id>.tsv, every decision '?'
//   apply <story-id>            rewrites the story's table from its decisions and marks it `sensesReviewed`
//
// The decisions file's format: tests/support/sense-review.ts. Site senses: content/site-senses.json.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { libraryPassageSchema, type WordSense } from '../src/domain/library.ts';
import { loadLibrary } from '../src/server/ai/library.ts';
import { createSenseChooser, type SenseChooser, wordSenses } from '../src/server/features/word-help/sense-choice.ts';
import { loadSenseModel } from '../src/server/features/word-help/sense-model-file.ts';
import { siteSense } from '../src/server/features/word-help/site-senses.ts';
import { createLemmatizer } from '../src/server/language/lemmatizer.ts';
import { readSentences, readTokens, type Tokens, tokenStarts } from '../src/server/language/tokens.ts';
import { createWordNet, type WordNetSense } from '../src/server/language/wordnet.ts';
import { parseReview, REVIEWS_DIR, type ReviewLine } from '../tests/support/sense-review.ts';
import { contentWords, senseOf } from '../tests/support/word-sense-check.ts';
import { passageFiles } from './word-senses/library-files.ts';
import { passageJson } from './word-senses/passage-json.ts';

const [command, id] = process.argv.slice(2);
const contentDir = new URL('../content', import.meta.url).pathname;
const library = loadLibrary(contentDir);
const wordnet = createWordNet();
const lemmatizer = createLemmatizer(wordnet);
const reviewPath = (storyId: string) => join(contentDir, REVIEWS_DIR, `${storyId}.tsv`);

const file = passageFiles(join(contentDir, 'reading')).find((f) => f.endsWith(`/${id}.json`));
if (!file || !['sheet', 'template', 'apply'].includes(command ?? '')) {
  console.error('usage: npm run review:word-senses -- sheet|template|apply <story-id> [--full]');
  process.exit(1);
}
const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const passage = libraryPassageSchema.parse(raw);
const { text } = passage;
const table = passage.wordSenses ?? [];

// Each sentence tagged once, with its tokens' places in the text.
type Sentence = { start: number; text: string; tokens: Tokens; starts: number[] };
const sentences: Sentence[] = readSentences(text).map((s) => {
  const tokens = readTokens(s.text);
  return { ...s, tokens, starts: tokenStarts(s.text, tokens.values).map((t) => (t < 0 ? -1 : s.start + t)) };
});
const sentenceAt = (at: number) => sentences.findLast((s) => s.start <= at) ?? (sentences[0] as Sentence);
/** The tokens of a sentence from `from` to `to` (text offsets, end excluded). */
const tokensIn = (s: Sentence, from: number, to: number) =>
  s.starts.flatMap((start, i) => (start >= from && start < to ? [i] : []));
const lemmaOf = (e: WordSense) => {
  const s = sentenceAt(e.at);
  return tokensIn(s, e.at, e.at + e.word.length)
    .map((i) => s.tokens.lemmas[i]?.toLowerCase() ?? '')
    .join(' ');
};

/** The sheet's items: each distinct (lemma, sense) of the table, in text order. */
type Item = { n: number; lemma: string; sense: string; entries: WordSense[] };
const items: Item[] = [];
for (const e of table) {
  const lemma = lemmaOf(e);
  const item = items.find((i) => i.lemma === lemma && i.sense === e.sense);
  if (item) item.entries.push(e);
  else items.push({ n: items.length + 1, lemma, sense: e.sense, entries: [e] });
}
const covered = (at: number) => table.some((e) => e.at <= at && at < e.at + e.word.length);
// A word WordNet has no sense for at all ('how') cannot have one.
const uncovered = contentWords(text).filter(
  (w) => !covered(w.at) && wordSenses(wordnet, lemmatizer, w.word, w.lemma).length,
);

if (command === 'template') {
  if (existsSync(reviewPath(passage.id))) throw new Error(`${reviewPath(passage.id)} exists: edit it`);
  const lines = [
    `# ${passage.id}: its word senses as a person chose them (npm run review:word-senses; tests/support/sense-review.ts).`,
    '# item\tword\tat\twas\tnow\tnote',
    ...items.map((i) => `${i.n}\t${i.lemma}\t${i.entries.map((e) => e.at).join(',')}\t${i.sense}\t?`),
    ...uncovered.map((w) => `+\t${w.word}\t${w.at}\t-\t?`),
  ];
  writeFileSync(reviewPath(passage.id), `${lines.join('\n')}\n`);
  console.log(`${reviewPath(passage.id)}: ${items.length} items, ${uncovered.length} words to add`);
} else if (command === 'sheet') sheet(createSenseChooser(wordnet, await loadSenseModel(), lemmatizer));
else apply();

function sheet(chooser: SenseChooser) {
  // What reviewers decided for a sense in the other stories: a hint, never a decision.
  const elsewhere = new Map<string, Map<string, number>>();
  for (const name of existsSync(join(contentDir, REVIEWS_DIR)) ? readdirSync(join(contentDir, REVIEWS_DIR)) : []) {
    if (name === `${passage.id}.tsv`) continue;
    for (const l of parseReview(readFileSync(join(contentDir, REVIEWS_DIR, name), 'utf8')).lines) {
      if (!l.now) continue;
      const now = l.now.words ? `[${l.now.words}] ${l.now.sense}` : l.now.sense === l.was ? 'keep' : l.now.sense;
      const seen = elsewhere.get(l.was) ?? new Map<string, number>();
      seen.set(now, (seen.get(now) ?? 0) + 1);
      elsewhere.set(l.was, seen);
    }
  }
  const plain = library.plainDefinitions;
  const senseLine = (s: WordNetSense | null, key: string) =>
    `${key} ${s ? `(${s.pos}) ${s.definition}` : '(no such sense)'}${plain[key] ? ` | plain: ${plain[key]}` : ''}`;
  const flag = (name: string) => process.argv.includes(name);
  const only = process.argv[process.argv.indexOf('--items') + 1]?.split(',').map(Number);
  console.log(`${passage.id} (${passage.level}) "${passage.title}": ${items.length} items`);
  for (const item of items.filter((i) => !flag('--items') || only?.includes(i.n))) {
    const hints = elsewhere.get(item.sense);
    console.log(`\n${item.n} ${item.lemma} = ${senseLine(senseOf(item.sense, library.siteSenses), item.sense)}`);
    for (const e of item.entries) {
      const s = sentenceAt(e.at);
      const from = Math.max(s.start, e.at - 40);
      const to = Math.min(s.start + s.text.length, e.at + e.word.length + 40);
      const window = `${text.slice(from, e.at)}[${e.word}]${text.slice(e.at + e.word.length, to)}`;
      console.log(`   @${e.at} ${window.replace(/\s+/g, ' ')}`);
    }
    if (hints) console.log(`   elsewhere: ${[...hints].map(([now, count]) => `${now} ×${count}`).join(', ')}`);
    if (flag('--brief') || (hints && [...hints.keys()].every((k) => k === 'keep') && !flag('--full'))) continue;
    // The candidates: the expression around each word of the entry (when WordNet has one) and each word's own.
    const candidates = new Map<string, WordNetSense>();
    for (const e of item.entries) {
      const s = sentenceAt(e.at);
      for (const i of tokensIn(s, e.at, e.at + e.word.length))
        for (const c of chooser.prepare(s.tokens, i).senses) candidates.set(c.senseKey, c);
    }
    const words = new Set(item.lemma.split(' '));
    for (const key of Object.keys(library.siteSenses)) {
      const site = siteSense(library.siteSenses, key);
      if (site?.lemma.split(' ').some((w) => words.has(w))) candidates.set(key, site);
    }
    candidates.delete(item.sense);
    [...candidates.values()].forEach((c, i) => {
      const letter = (i >= 26 ? String.fromCharCode(96 + Math.floor(i / 26)) : '') + String.fromCharCode(97 + (i % 26));
      console.log(`   ${letter} ${senseLine(c, c.senseKey).slice(0, 150)}`);
    });
  }
  if (uncovered.length && !flag('--items'))
    console.log(`\nnot in the table: ${uncovered.map((w) => `${w.word}@${w.at}`).join(', ')}`);
}

/** The place a decision gives its sense: the expression around `at` when it names one, else the word there. */
function spanFor(line: ReviewLine, at: number, entry: WordSense | undefined): { at: number; word: string } {
  const s = sentenceAt(at);
  const k = s.starts.findIndex((start, i) => start <= at && at < start + (s.tokens.values[i]?.length ?? 0));
  const lemma = senseOf(line.now?.sense ?? '', library.siteSenses)?.lemma ?? '';
  const words = (line.now?.words ?? lemma).toLowerCase().split(/[\s_]+/);
  const fits = (i: number, w: string | undefined) => {
    const value = s.tokens.values[i]?.toLowerCase() ?? '';
    return [value, s.tokens.lemmas[i]?.toLowerCase(), lemmatizer.verb(value), lemmatizer.noun(value)].includes(w);
  };
  const place = (first: number, last: number) => {
    const from = s.starts[first] ?? at;
    const to = (s.starts[last] ?? at) + (s.tokens.values[last]?.length ?? 0);
    return { at: from, word: text.slice(from, to) };
  };
  if (words.length > 1) {
    for (let first = k - words.length + 1; first <= k; first++)
      if (first >= 0 && words.every((w, j) => fits(first + j, w))) return place(first, first + words.length - 1);
    console.warn(`'${words.join(' ')}' is not one run of words at ${at}: only '${s.tokens.values[k]}' gets it`);
    return place(k, k);
  }
  // One word: the entry as it was, or (an expression that was) the word of it the sense names.
  if (entry && !entry.word.includes(' ')) return { at: entry.at, word: entry.word };
  const inEntry = entry ? tokensIn(s, entry.at, entry.at + entry.word.length) : [k];
  const named = inEntry.find((i) => fits(i, words[0])) ?? k;
  return place(named, named);
}

function apply() {
  const path = reviewPath(passage.id);
  const { lines, errors } = parseReview(readFileSync(path, 'utf8'));
  const open = lines.filter((l) => !l.now).map((l) => `line ${l.line} (${l.word})`);
  if (errors.length || open.length) throw new Error(`${path}: ${[...errors, ...open.map((o) => `${o} undecided`)]}`);
  const replaced = new Set<WordSense>();
  const decided: WordSense[] = [];
  for (const line of lines) {
    const sense = senseOf(line.now?.sense ?? '', library.siteSenses);
    if (!sense) throw new Error(`${path}: line ${line.line}: ${line.now?.sense} is neither WordNet's nor a site sense`);
    for (const at of line.at) {
      // The entry at that place; on a second run, the expression a decision made of it.
      const entry = table.find((e) => e.at === at) ?? table.find((e) => e.at <= at && at < e.at + e.word.length);
      if (!entry && line.item !== '+') throw new Error(`${path}: line ${line.line}: no word at ${at}`);
      if (entry) replaced.add(entry);
      decided.push({ ...spanFor(line, at, entry), sense: sense.senseKey });
    }
  }
  // A longer entry wins over one inside it ('by hand' over 'hand'); the same entry twice is one.
  const next: WordSense[] = [];
  const all = [...table.filter((e) => !replaced.has(e)), ...decided];
  for (const e of all.sort((x, y) => y.word.length - x.word.length)) {
    const overlap = next.find((o) => o.at < e.at + e.word.length && e.at < o.at + o.word.length);
    if (!overlap) next.push(e);
    else if (overlap.at !== e.at || overlap.word !== e.word || overlap.sense !== e.sense)
      console.warn(`'${e.word}' at ${e.at} (${e.sense}) is inside '${overlap.word}' at ${overlap.at}: dropped`);
  }
  next.sort((x, y) => x.at - y.at);
  writeFileSync(file as string, passageJson({ ...raw, sensesReviewed: true }, next));
  const changed = lines.filter((l) => l.item !== '+' && (l.now?.sense !== l.was || l.now.words)).length;
  console.log(`${passage.id}: ${lines.length} decisions (${changed} changed), ${next.length} entries written`);
}
