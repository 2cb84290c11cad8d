// A learned word earns XP only when it is a word of a passage the learner
// opened (issue 30: any string of letters counted). The word list keeps the
// dictionary form the popup shows (its lemma: 'run' for 'ran'), so a passage
// word matches in any of its forms.
import { lexicalWords } from '#src/domain/text.ts';
import { createLemmatizer, type Lemmatizer } from '#src/server/language/lemmatizer.ts';
import { createWordNet } from '#src/server/language/wordnet.ts';

// Made on the first learned word; WordNet's index is the one word help holds (wordnet.ts shares it).
let lemmatizer: Lemmatizer | undefined;

/** The forms a text word may be listed under: itself and its noun, verb and adjective lemmas. */
function forms(token: string): string[] {
  lemmatizer ??= createLemmatizer(createWordNet());
  const word = token.toLowerCase().replace(/’/g, "'");
  return [word, lemmatizer.noun(word), lemmatizer.verb(word), lemmatizer.adjective(word)];
}

export function isWordOf(word: string, text: string): boolean {
  const wanted = word.toLowerCase().replace(/’/g, "'");
  const tokens = new Set(lexicalWords(text).map((t) => t.toLowerCase()));
  for (const token of tokens) if (forms(token).includes(wanted)) return true;
  return false;
}
