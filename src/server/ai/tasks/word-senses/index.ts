// The senses of a new AI passage's words, chosen by the AI among the WordNet
// senses the site's own model offers for each (decision 034): every answer must
// name one of that word's options. The model's choice stands for any other
// answer, for a word the AI leaves out, and for every word when the AI service
// fails: a table is never worse than the model's.
import type { WordSense, WordSenseChoice } from '#src/domain/library.ts';
import { type AiClient, shouldFallBack, type TaskLog } from '#src/server/ai/provider.ts';
import { type SenseItem, wordSensesMessages } from './prompt.ts';
import { wordSensesAnswerSchema } from './schema.ts';

/** The words asked about at most (a long story's rest keep the model's choice): the prompt stays a few pages. */
export const MAX_ASKED = 150;
/** The options a word offers at most: the model's first few hold the right sense nearly always. */
const MAX_OPTIONS = 4;
const LETTERS = 'abcdefgh';

export async function chooseWordSenses(
  ai: AiClient,
  text: string,
  choices: WordSenseChoice[],
  context: { signal: AbortSignal; log: TaskLog },
): Promise<WordSense[]> {
  const table = choices.map(({ at, word, sense }) => ({ at, word, sense }));
  const asked = choices
    .map((choice, index) => ({ choice, index }))
    .filter(({ choice }) => choice.options.length > 1)
    .slice(0, MAX_ASKED);
  if (!asked.length) return table;
  const items: SenseItem[] = asked.map(({ choice }, n) => ({
    n,
    word: choice.word,
    at: choice.at,
    options: Object.fromEntries(
      choice.options.slice(0, MAX_OPTIONS).map((o, k) => [LETTERS[k], o.definition.slice(0, 120)]),
    ),
  }));
  try {
    const answer = await ai.completeJson(
      { name: 'word_senses', schema: wordSensesAnswerSchema, messages: wordSensesMessages(text, items) },
      context.signal,
    );
    let refused = 0;
    for (const { n, option } of answer.senses) {
      const picked = asked[n];
      const k = LETTERS.indexOf(option.trim().toLowerCase());
      const sense = picked && k >= 0 && k < MAX_OPTIONS ? picked.choice.options[k]?.sense : undefined;
      const entry = picked && table[picked.index];
      if (!sense || !entry) {
        refused++;
        continue;
      }
      entry.sense = sense;
    }
    if (refused) context.log.warn({ refused, asked: asked.length }, 'AI word senses outside the options were ignored');
    return table;
  } catch (error) {
    if (!shouldFallBack(error)) throw error;
    context.log.warn({ kind: error.kind, reason: error.message }, "AI word senses failed; the model's stand");
    return table;
  }
}
