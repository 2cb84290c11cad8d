// The library's tables of word senses (issue 28): every content word of every
// passage has a WordNet sense (or a site sense, content/site-senses.json) that
// is a sense of that word, and every sense the easiest levels use has a
// plain-English definition (a site sense's own is plain). Part of
// checkLibrary (npm run check:content and tests/content/library.test.ts).
import { type LibraryPassage, PLAIN_LEVELS, type PlainDefinitions, type SiteSenses } from '#src/domain/library.ts';
import { isContentWord } from '#src/server/features/word-help/passage-senses.ts';
import { americanSpelling, detachedForms, wordSenses } from '#src/server/features/word-help/sense-choice.ts';
import { siteSense } from '#src/server/features/word-help/site-senses.ts';
import { createLemmatizer } from '#src/server/language/lemmatizer.ts';
import { readSentences, readTokens, tokenStarts } from '#src/server/language/tokens.ts';
import { createWordNet } from '#src/server/language/wordnet.ts';

const wordnet = createWordNet();
const lemmatizer = createLemmatizer(wordnet);

/** Where each content word of the text starts, with the word and the tagger's lemma of it in its sentence. */
export function contentWords(text: string): { at: number; word: string; lemma: string }[] {
  const words: { at: number; word: string; lemma: string }[] = [];
  for (const sentence of readSentences(text)) {
    const tokens = readTokens(sentence.text);
    const starts = tokenStarts(sentence.text, tokens.values);
    tokens.values.forEach((value, i) => {
      const start = starts[i] ?? -1;
      if (start >= 0 && isContentWord(tokens.pos[i], value))
        words.push({ at: sentence.start + start, word: value, lemma: tokens.lemmas[i]?.toLowerCase() ?? value });
    });
  }
  return words;
}

/** The base forms a written word may have in WordNet. */
function formsOf(word: string): Set<string> {
  const lower = word.toLowerCase().replace(/\.$/, '');
  const forms: string[] = [
    lower,
    lemmatizer.noun(lower),
    lemmatizer.verb(lower),
    lemmatizer.adjective(lower),
    lower.replace(/-/g, ''),
    // WordNet's detachment rules, for forms the lemmatiser misreads ('riding' as 'rid').
    ...detachedForms(lower),
  ];
  return new Set([...forms, ...forms.map(americanSpelling)]);
}

/**
 * An entry's sense is one of its word (under any of the sense's names: 'app' is a name of 'application',
 * 'centre' of 'center'), of the expression it spans, or (chosen by a person) of one of the expression's words.
 */
function senseFits(word: string, sense: { lemma: string; synonyms: string[] }, lemma?: string): boolean {
  const names = new Set([sense.lemma, ...sense.synonyms.map((s) => s.toLowerCase())]);
  if (lemma && names.has(lemma)) return true;
  const words = word.split(/\s+/);
  if (words.length > 1 && sense.lemma.includes(' ')) return true;
  // 'goes back' is a name of return; 'corner' is the word of 'corner kick' the story means.
  if (words.length > 1 && names.has(words.map((w) => lemmatizer.verb(w.toLowerCase())).join(' '))) return true;
  if (words.length === 1 && [...names].some((n) => n.split(' ').some((part) => formsOf(word).has(part)))) return true;
  return words.some((w) => [...formsOf(w)].some((f) => names.has(f)));
}

/** The sense a key names: WordNet's, else the site's own; null for neither. */
export const senseOf = (key: string, siteSenses: SiteSenses) => wordnet.sense(key) ?? siteSense(siteSenses, key);

export function checkWordSenses(
  path: string,
  p: LibraryPassage,
  plain: PlainDefinitions,
  siteSenses: SiteSenses,
  problems: string[],
): void {
  const table = p.wordSenses;
  if (!table) {
    problems.push(`${path}: no wordSenses: run npm run resolve:word-senses`);
    return;
  }
  const words = contentWords(p.text);
  const lemmaAt = new Map(words.map((w) => [w.at, w.lemma]));
  for (const entry of table) {
    const where = `${path}: wordSenses '${entry.word}' at ${entry.at}`;
    if (p.text.slice(entry.at, entry.at + entry.word.length) !== entry.word) {
      problems.push(`${where} is not where the text has it (the text changed: run npm run resolve:word-senses)`);
      continue;
    }
    const sense = senseOf(entry.sense, siteSenses);
    if (!sense) problems.push(`${where}: ${entry.sense} is neither a WordNet sense nor a site sense`);
    // A word WordNet lacks ('app') may be given another word's sense by a person; one it has must get its own.
    else if (
      !senseFits(entry.word, sense, lemmaAt.get(entry.at)) &&
      entry.word.split(/\s+/).some((w) => [...formsOf(w)].some((f) => wordnet.has(f)))
    )
      problems.push(`${where}: ${entry.sense} is a sense of '${sense.lemma}', not of this word`);
    if (PLAIN_LEVELS.includes(p.level) && !plain[entry.sense] && !siteSenses[entry.sense])
      problems.push(`${where}: ${entry.sense} has no plain definition in plain-definitions.json`);
  }
  for (const word of words) {
    // A word WordNet has no sense for at all ('when', 'how') cannot have one: the popup says so (SPEC §8).
    if (!wordSenses(wordnet, lemmatizer, word.word, word.lemma).length) continue;
    if (!table.some((e) => e.at <= word.at && word.at < e.at + e.word.length))
      problems.push(`${path}: the word '${word.word}' at ${word.at} has no sense in wordSenses`);
  }
}
