// The translation task: a passage, its questions and vocabulary in French,
// validated against the passage's French shape.
import type { FrenchPassage, PassageBody } from '../../../../domain/content.ts';
import { type AiClient, AiError } from '../../provider.ts';
import { translationMessages } from './prompt.ts';
import { translationAnswerSchema } from './schema.ts';

/**
 * The passage in French. An answer that cannot be read as one gives the
 * English with every item marked [FR] (SPEC §8), which is `marked` and not
 * worth keeping; any other failure throws AiError.
 */
export async function translatePassage(
  ai: AiClient,
  passage: PassageBody,
  signal: AbortSignal,
): Promise<{ french: FrenchPassage; marked: boolean }> {
  try {
    const french = await ai.completeJson(
      { name: 'translation', schema: translationAnswerSchema, messages: translationMessages(passage) },
      signal,
    );
    return { french, marked: false };
  } catch (error) {
    if (!(error instanceof AiError && error.kind === 'invalid-answer')) throw error;
    return { french: markedFrench(passage), marked: true };
  }
}

function markedFrench(passage: PassageBody): FrenchPassage {
  return {
    title: `[FR] ${passage.title}`,
    text: `[FR] ${passage.text}`,
    questions: passage.questions.map((q) => ({
      question: `[FR] ${q.question}`,
      options: q.options.map((o) => `[FR] ${o}`),
      explanation: `[FR] ${q.explanation}`,
    })),
    vocabulary: passage.vocabulary.map((v) => ({ word: v.word, definition: `[FR] ${v.definition}` })),
  };
}
