// The writing-task task: one JSON answer, its sample answer checked against
// the task's own word target and the blocked words before the caller keeps
// it (issue 15); a failed check is logged and the task asked for once more.
import { type WritingTaskBody, writingTaskBodySchema } from '#src/domain/content.ts';
import type { WritingMode } from '#src/domain/enums.ts';
import { WRITING_MODE_RULES } from '#src/domain/library.ts';
import { countWords } from '#src/domain/text.ts';
import { type AiClient, GENERATION_ATTEMPTS, shouldFallBack, type TaskLog } from '#src/server/ai/provider.ts';
import { writingTaskMessages } from './prompt.ts';
import { writingTaskAnswerSchema } from './schema.ts';

/**
 * A task that passed its checks, with the mode's time limit and word target,
 * or null when the caller's fallback should answer: both attempts failed
 * their checks, or the AI service failed (SPEC §8). A cancelled request throws.
 */
export async function writeWritingTask(
  ai: AiClient,
  request: { mode: WritingMode; prompt: string },
  context: { signal: AbortSignal; hasBlockedWords: (text: string) => boolean; log: TaskLog },
): Promise<WritingTaskBody | null> {
  const { mode, prompt } = request;
  const { signal, hasBlockedWords, log } = context;
  const rules = WRITING_MODE_RULES[mode];
  const wordCount = rules.maxWords ? `${rules.minWords}-${rules.maxWords}` : `${rules.minWords}+`;
  const messages = writingTaskMessages({ mode, learnerRequest: prompt, minutes: rules.minutes, wordCount });
  try {
    for (let attempt = 1; attempt <= GENERATION_ATTEMPTS; attempt++) {
      const answer = await ai.completeJson({ name: 'writing_task', schema: writingTaskAnswerSchema, messages }, signal);
      const body = writingTaskBodySchema.parse({ ...answer, timeLimit: rules.minutes, wordCount });
      // The sample answer is shown as a model to compare with: it must meet the task's own target.
      const sampleWords = countWords(body.sampleAnswer);
      const reasons = [
        ...(sampleWords < rules.minWords || (rules.maxWords !== undefined && sampleWords > rules.maxWords)
          ? [`sample-length: ${sampleWords} words, target ${wordCount}`]
          : []),
        ...(hasBlockedWords([body.title, body.prompt, ...body.requirements, body.sampleAnswer].join('\n'))
          ? ['blocked-words: blocked words found']
          : []),
      ];
      if (!reasons.length) return body;
      log.warn({ mode, attempt, reasons }, 'generated writing task failed its checks');
    }
    return null;
  } catch (error) {
    if (!shouldFallBack(error)) throw error;
    log.warn({ kind: error.kind }, 'writing task generation failed; serving the library');
    return null;
  }
}
