import type { ChatMessage } from '#src/server/ai/provider.ts';

export function questionsMessages(passage: { title: string; text: string }): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You write reading-comprehension material for English learners. Answer with JSON only: {"questions": [5 items of {"question", "options": [4 strings], "correctAnswer": index 0-3, "explanation": where the text gives the answer}], "vocabulary": [up to 10 items of {"word": a word from the text longer than 5 letters, "definition": simple learner-friendly definition, "sentence": a new example sentence}]}. Vary the position of the correct answer.',
    },
    { role: 'user', content: `Title: ${passage.title}\n\n${passage.text}` },
  ];
}
