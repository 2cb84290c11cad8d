// A learner's text with the errors learners make, for every bench that sends
// writing to the checker: one paragraph repeated to the length wanted.
import { capText } from '../src/domain/content.ts';

const PARAGRAPH =
  'Last year I has moved to a new city with my family. At first everything was difficult, because I did not know the language and the weather was very cold. Now I go to English classes three evenings a week, and my teacher say that my writing is getting better. ';

/** The paragraph repeated and cut at `words` words. */
export function learnerText(words: number): string {
  const perParagraph = PARAGRAPH.split(/\s+/).filter(Boolean).length;
  return capText(PARAGRAPH.repeat(Math.ceil(words / perParagraph)), words).text;
}
