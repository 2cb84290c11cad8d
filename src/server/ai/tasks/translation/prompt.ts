import type { PassageBody } from '#src/domain/content.ts';
import { LANGUAGE_NAMES_IN_ENGLISH } from '#src/domain/display-options.ts';
import type { TranslationLanguage } from '#src/domain/word-help.ts';
import type { ChatMessage } from '#src/server/ai/provider.ts';

export function translationMessages(passage: PassageBody, language: TranslationLanguage = 'fr'): ChatMessage[] {
  const source = {
    title: passage.title,
    text: passage.text,
    questions: passage.questions.map((q) => ({ question: q.question, options: q.options, explanation: q.explanation })),
    vocabulary: passage.vocabulary.map((v) => ({ word: v.word, definition: v.definition })),
  };
  return [
    {
      role: 'system',
      content: `Translate learning material from English into natural, correct ${LANGUAGE_NAMES_IN_ENGLISH[language]} for English learners with little schooling: short sentences, common words. Keep the same structure, order and number of items. Keep "word" values in English; translate everything else. Keep paragraphs separated by blank lines. Answer with JSON only, in the same shape as the input.`,
    },
    { role: 'user', content: JSON.stringify(source) },
  ];
}
