// The translation task: a passage, its questions and vocabulary in the
// learner's language (French first, so the shape keeps its French name),
// validated against that shape.
import type { FrenchPassage, PassageBody } from '#src/domain/content.ts';
import type { TranslationLanguage } from '#src/domain/word-help.ts';
import { type AiClient, AiError } from '#src/server/ai/provider.ts';
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
  language: TranslationLanguage = 'fr',
): Promise<{ french: FrenchPassage; marked: boolean }> {
  try {
    const french = await ai.completeJson(
      { name: 'translation', schema: translationAnswerSchema, messages: translationMessages(passage, language) },
      signal,
    );
    return { french, marked: false };
  } catch (error) {
    if (!(error instanceof AiError && error.kind === 'invalid-answer')) throw error;
    return { french: marked(passage, `[${language.toUpperCase()}]`), marked: true };
  }
}

function marked(passage: PassageBody, mark: string): FrenchPassage {
  return {
    title: `${mark} ${passage.title}`,
    text: `${mark} ${passage.text}`,
    questions: passage.questions.map((q) => ({
      question: `${mark} ${q.question}`,
      options: q.options.map((o) => `${mark} ${o}`),
      explanation: `${mark} ${q.explanation}`,
    })),
    vocabulary: passage.vocabulary.map((v) => ({ word: v.word, definition: `${mark} ${v.definition}` })),
  };
}
