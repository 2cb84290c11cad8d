import type { ChatMessage } from '#src/server/ai/provider.ts';

/** One word of the story to decide: where it is, and its possible meanings by letter. */
export type SenseItem = { n: number; word: string; at: number; options: Record<string, string> };

export const WORD_SENSES_SYSTEM =
  'You are the editor of a graded reader for adults learning English. For each numbered word of the story (its first character is at "at" in the story), choose the meaning it has in the story among its options, by letter. Answer with JSON only: {"senses": [{"n": number, "option": letter}]}, one entry for each word.';

export function wordSensesMessages(story: string, words: SenseItem[]): ChatMessage[] {
  return [
    { role: 'system', content: WORD_SENSES_SYSTEM },
    { role: 'user', content: JSON.stringify({ story, words }) },
  ];
}
