// The questions and vocabulary of a written passage: the call and its
// validated answer. The passage task checks them with the text.
import type { PassageBody } from '#src/domain/content.ts';
import { usableVocabulary } from '#src/domain/generation.ts';
import type { AiClient } from '#src/server/ai/provider.ts';
import { questionsMessages } from './prompt.ts';
import { questionsAnswerSchema } from './schema.ts';

/** Five questions and the vocabulary entries worth keeping. Throws AiError on failure. */
export async function askQuestions(
  ai: AiClient,
  passage: { title: string; text: string },
  signal: AbortSignal,
): Promise<Pick<PassageBody, 'questions' | 'vocabulary'>> {
  const answer = await ai.completeJson(
    { name: 'questions', schema: questionsAnswerSchema, messages: questionsMessages(passage) },
    signal,
  );
  return { questions: answer.questions, vocabulary: usableVocabulary(answer.vocabulary) };
}
