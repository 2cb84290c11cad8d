import type { ChatMessage } from '#src/server/ai/provider.ts';

export const WORD_GLOSS_SYSTEM =
  'You help French speakers who are learning English. Give the French word or short phrase (1-4 words) for an English word, with the meaning it has in the given sentence: a noun with its article (le, la, un, une), a verb in the infinitive. No explanation. If you are not sure, or the word is a name, answer null. Answer with JSON only: {"french": string or null}.';

export function wordGlossMessages(word: string, sentence: string): ChatMessage[] {
  return [
    { role: 'system', content: WORD_GLOSS_SYSTEM },
    { role: 'user', content: JSON.stringify({ word, sentence }) },
  ];
}
