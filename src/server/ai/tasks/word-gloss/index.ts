// One French gloss: the call and its validated answer.
import type { AiClient } from '#src/server/ai/provider.ts';
import { wordGlossMessages } from './prompt.ts';
import { wordGlossAnswerSchema } from './schema.ts';

/** The French for `word` as used in `sentence`, or null when the AI had none. Throws AiError on failure. */
export async function askWordGloss(ai: AiClient, word: string, sentence: string, signal: AbortSignal) {
  const answer = await ai.completeJson(
    { name: 'word_gloss', schema: wordGlossAnswerSchema, messages: wordGlossMessages(word, sentence) },
    signal,
  );
  // Models like to wrap a word in quotes or end it with a full stop.
  const french = answer.french?.replace(/^["'«“\s]+|["'»”.\s]+$/g, '') ?? '';
  return french || null;
}
