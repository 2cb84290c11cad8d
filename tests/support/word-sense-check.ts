// The library's tables of word senses (issue 28): every content word of every
// passage has a WordNet sense that is a sense of that word, and every sense
// the easiest levels use has a plain-English definition. Part of
// checkLibrary (npm run check:content and tests/content/library.test.ts).
import lemmatizer from 'wink-lemmatizer';
import { type LibraryPassage, PLAIN_LEVELS, type PlainDefinitions } from '../../src/domain/library.ts';
import { readSentences, readTokens, tokenStarts } from '../../src/server/language/tokens.ts';
import { createWordNet } from '../../src/server/language/wordnet.ts';

const wordnet = createWordNet();
// The words a learner can tap for a meaning: the tagger's content words (names and helping verbs aside).
const CONTENT_POS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);

/** Where each content word of the text starts, with the word. */
function contentWords(text: string): { at: number; word: string }[] {
  const words: { at: number; word: string }[] = [];
  for (const sentence of readSentences(text)) {
    const tokens = readTokens(sentence.text);
    const starts = tokenStarts(sentence.text, tokens.values);
    tokens.values.forEach((value, i) => {
      const start = starts[i] ?? -1;
      if (start >= 0 && CONTENT_POS.has(tokens.pos[i] ?? '') && /^\p{L}/u.test(value))
        words.push({ at: sentence.start + start, word: value });
    });
  }
  return words;
}

/** The base forms a written word may have in WordNet. */
function formsOf(word: string): Set<string> {
  const lower = word.toLowerCase().replace(/\.$/, '');
  return new Set([
    lower,
    lemmatizer.noun(lower),
    lemmatizer.verb(lower),
    lemmatizer.adjective(lower),
    lower.replace(/-/g, ''),
  ]);
}

export function checkWordSenses(path: string, p: LibraryPassage, plain: PlainDefinitions, problems: string[]): void {
  const table = p.wordSenses;
  if (!table) {
    problems.push(`${path}: no wordSenses: run npm run resolve:word-senses`);
    return;
  }
  for (const entry of table) {
    const where = `${path}: wordSenses '${entry.word}' at ${entry.at}`;
    if (p.text.slice(entry.at, entry.at + entry.word.length) !== entry.word) {
      problems.push(`${where} is not where the text has it (the text changed: run npm run resolve:word-senses)`);
      continue;
    }
    const sense = wordnet.sense(entry.sense);
    if (!sense) problems.push(`${where}: ${entry.sense} is not a WordNet sense`);
    else if (entry.word.includes(' ') ? !sense.lemma.includes(' ') : !formsOf(entry.word).has(sense.lemma))
      problems.push(`${where}: ${entry.sense} is a sense of '${sense.lemma}', not of this word`);
    if (PLAIN_LEVELS.includes(p.level) && !plain[entry.sense])
      problems.push(`${where}: ${entry.sense} has no plain definition in plain-definitions.json`);
  }
  for (const word of contentWords(p.text)) {
    if (!table.some((e) => e.at <= word.at && word.at < e.at + e.word.length))
      problems.push(`${path}: the word '${word.word}' at ${word.at} has no sense in wordSenses`);
  }
}
