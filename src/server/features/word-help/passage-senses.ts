// A passage's table of word senses (issue 28): every content word resolved to
// the WordNet sense it has in its sentence, once, when the passage is written
// (the library: `npm run resolve:word-senses`; an AI passage: when it is
// stored), and found again when a learner taps the word.
import type { WordSense, WordSenseChoice } from '#src/domain/library.ts';
import { collapseSpace } from '#src/domain/word-help.ts';
import { readSentences, readTokens, tokenStarts } from '#src/server/language/tokens.ts';
import { isOffensive, type SenseChooser } from './sense-choice.ts';

/** The tagger's parts of speech that carry meaning a learner may tap (names and helping verbs do not). */
const CONTENT_POS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);

/** Whether a token is a word the passage's table must give a sense: a content word that starts with a letter. */
export const isContentWord = (pos: string | undefined, value: string) =>
  CONTENT_POS.has(pos ?? '') && /^\p{L}/u.test(value);

/** The senses an entry offers the AI at most: the model's first few hold the right one nearly always. */
const OPTIONS = 6;

/** Every content word of the text with the sense the chooser gives it in its sentence, in text order. */
export async function resolvePassageSenses(text: string, chooser: SenseChooser): Promise<WordSense[]> {
  return (await resolvePassageChoices(text, chooser)).map(({ at, word, sense }) => ({ at, word, sense }));
}

/** The same, each entry with its options (the chooser's first OPTIONS senses, no offensive one). */
export async function resolvePassageChoices(text: string, chooser: SenseChooser): Promise<WordSenseChoice[]> {
  const table: WordSenseChoice[] = [];
  for (const sentence of readSentences(text)) {
    // A sentence at a time, so other learners' requests are answered in between (a passage takes a few hundred ms).
    await new Promise((resolve) => setImmediate(resolve));
    const tokens = readTokens(sentence.text);
    const starts = tokenStarts(sentence.text, tokens.values);
    let coveredUpTo = -1;
    for (const [i, value] of tokens.values.entries()) {
      const start = starts[i] ?? -1;
      if (i <= coveredUpTo || start < 0 || !isContentWord(tokens.pos[i], value)) continue;
      const place = { text: sentence.text, start, end: start + value.length };
      let chosen = await chooser.chooseRead(tokens, i, place);
      // An expression that starts at a word already entered ('public library' after 'public'): this word alone.
      if (chosen.span[0] <= coveredUpTo) chosen = await chooser.chooseRead(tokens, i, place, { alone: true });
      const sense = chosen.senses[0];
      if (!sense) continue;
      const [first, last] = chosen.span;
      const from = starts[first] ?? start;
      const to = (starts[last] ?? start) + (tokens.values[last]?.length ?? value.length);
      coveredUpTo = last;
      const options = chosen.senses
        .filter((s, k) => k === 0 || !isOffensive(s))
        .slice(0, OPTIONS)
        .map((s) => ({ sense: s.senseKey, definition: s.definition }));
      table.push({ at: sentence.start + from, word: sentence.text.slice(from, to), sense: sense.senseKey, options });
    }
  }
  return table;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_CHAR = /[\p{L}\p{N}]/u;
const WORD_CHAR_OR_APOSTROPHE = /[\p{L}\p{N}'’]/u;

/**
 * Where the word first stands whole in the sentence (case aside), or -1. Searched by hand: compiling a Unicode
 * regular expression for each tap took most of a look-up's time.
 */
function wholeWordIndex(sentence: string, word: string): number {
  const text = sentence.toLowerCase();
  const wanted = word.toLowerCase();
  if (!wanted) return -1;
  // Lower-casing changed a length (a dotted capital I): the places would shift, so ask the slow way.
  if (text.length !== sentence.length || wanted.length !== word.length) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}'’])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu');
    return re.exec(sentence)?.index ?? -1;
  }
  for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + wanted.length] ?? '';
    if (!WORD_CHAR_OR_APOSTROPHE.test(before) && !WORD_CHAR.test(after)) return at;
  }
  return -1;
}

/**
 * The entry for a tapped word: the sentence is found in the passage (white
 * space aside), the word at its first whole-word match in that sentence, and
 * the entry whose word covers that place. Null when any step fails.
 */
export function senseAtTap(text: string, table: WordSense[], sentence: string, word: string): WordSense | null {
  const wanted = collapseSpace(sentence);
  if (!wanted || !table.length) return null;
  const { collapsed, places } = collapsedText(text);
  const sentenceAt = collapsed.indexOf(wanted);
  if (sentenceAt < 0) return null;
  const index = wholeWordIndex(wanted, word);
  if (index < 0) return null;
  const at = places[sentenceAt + index];
  if (at === undefined) return null;
  return table.find((entry) => entry.at <= at && at < entry.at + entry.word.length) ?? null;
}

/** The last few passages' collapsed texts: a reader taps many words of one story, each collapsing it again before. */
const collapsedTexts = new Map<string, { collapsed: string; places: number[] }>();
const COLLAPSED_KEPT = 8;

/** The passage's text with its white space collapsed, keeping each collapsed character's place in the original. */
function collapsedText(text: string) {
  const kept = collapsedTexts.get(text);
  if (kept) return kept;
  const places: number[] = [];
  let collapsed = '';
  for (let i = 0; i < text.length; i++) {
    const white = /\s/.test(text[i] ?? '');
    if (white && (collapsed.endsWith(' ') || !collapsed)) continue;
    collapsed += white ? ' ' : text[i];
    places.push(i);
  }
  const made = { collapsed, places };
  if (collapsedTexts.size >= COLLAPSED_KEPT) collapsedTexts.delete(collapsedTexts.keys().next().value as string);
  collapsedTexts.set(text, made);
  return made;
}
