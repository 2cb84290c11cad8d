// A learner's text as the learner-error rules read it: words with their
// offsets, part of speech and lemma (wink-nlp, as the estimate reads it), cut
// into sentences, and verb forms from compromise's conjugator (MIT), which
// knows the irregular verbs.
import nlp from 'compromise';
import { readTokens } from '#src/server/language/tokens.ts';

export type Token = {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** Universal part-of-speech tag (NOUN, VERB, AUX, PRON, DET, ADP, PUNCT…). */
  pos: string;
  lemma: string;
};

/** The tokens of each sentence, with UTF-16 offsets into the text. */
export function sentencesOf(text: string): Token[][] {
  const { values, pos, lemmas } = readTokens(text);
  const sentences: Token[][] = [];
  let current: Token[] = [];
  let cursor = 0;
  values.forEach((value, i) => {
    // The tagger keeps line breaks as tokens: a break ends a sentence (titles, greetings, lists).
    if (!value.trim()) {
      if (value.includes('\n') && current.length) {
        sentences.push(current);
        current = [];
      }
      return;
    }
    const at = text.indexOf(value, cursor);
    // The tagger may normalise a token (rare): keep the sentence, skip the token.
    if (at < 0) return;
    // A line break ends a sentence too: titles, greetings and lists have no full stop.
    if (current.length && /\n/.test(text.slice(cursor, at))) {
      sentences.push(current);
      current = [];
    }
    const token: Token = {
      text: value,
      lower: value.toLowerCase(),
      start: at,
      end: at + value.length,
      pos: pos[i] ?? 'X',
      lemma: (lemmas[i] ?? value).toLowerCase(),
    };
    current.push(token);
    cursor = token.end;
    if (/^[.!?]+$/.test(value)) {
      sentences.push(current);
      current = [];
    }
  });
  if (current.length) sentences.push(current);
  return sentences;
}

export const isWord = (t: Token | undefined): t is Token => !!t && /^[\p{L}]/u.test(t.text);

type Forms = { past?: string; third?: string; participle?: string; base?: string };
const formsCache = new Map<string, Forms>();

/** A verb's past, third-person present and past participle ("go": went, goes, gone). */
export function verbForms(lemma: string): Forms {
  let forms = formsCache.get(lemma);
  if (!forms) {
    // Tagged as a verb first: alone, "study" or "cook" would be read as a noun.
    const verbs = (nlp(lemma).tag('Verb') as unknown as ReturnType<typeof nlp>).verbs();
    const found = verbs.conjugate()[0] as Record<string, string> | undefined;
    forms = {
      base: found?.Infinitive,
      past: found?.PastTense,
      third: found?.PresentTense,
      participle: found?.Participle ?? found?.PastTense,
    };
    if (formsCache.size > 5000) formsCache.clear();
    formsCache.set(lemma, forms);
  }
  return forms;
}

const tagsCache = new Map<string, string[]>();

/** compromise's tags for one word alone (Comparative, Superlative, Plural, Uncountable…). */
export function wordTags(word: string): string[] {
  const lower = word.toLowerCase();
  let tags = tagsCache.get(lower);
  if (!tags) {
    const json = nlp(lower).json() as { terms: { tags: string[] }[] }[];
    tags = json[0]?.terms[0]?.tags ?? [];
    if (tagsCache.size > 5000) tagsCache.clear();
    tagsCache.set(lower, tags);
  }
  return tags;
}

/** Keeps the case of the word it replaces: "Go" → "Went". */
export function sameCase(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}
