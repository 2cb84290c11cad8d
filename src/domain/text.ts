// Word counting and readability, shared by the writing screen, the feedback
// analysis and the library's content test.
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/** SPEC §5: word count splits on whitespace and ignores empties. */
export function countWords(text: string): number {
  let count = 0;
  for (const part of text.split(/\s+/)) if (part !== '') count++;
  return count;
}

/** Sentences end at ., ! or ? (one or more) followed by whitespace or the end. */
export function countSentences(text: string): number {
  const sentences = text
    .split(/[.!?]+(?=\s|$)/)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z0-9]/.test(s));
  return Math.max(1, sentences.length);
}

/** Words made of letters (with inner apostrophes or hyphens), for syllable counting. */
export function lexicalWords(text: string): string[] {
  return text.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g) ?? [];
}

/** Flesch–Kincaid grade level of an English text. */
export function readingGrade(text: string): number {
  const words = lexicalWords(text);
  if (words.length === 0) return 0;
  let syllables = 0;
  for (const w of words) syllables += syllable(w);
  return fleschKincaid({ sentence: countSentences(text), word: words.length, syllable: syllables });
}
