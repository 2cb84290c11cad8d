// The passage task: the text streamed as plain text (so the learner watches
// it arrive), then its questions and vocabulary, each checked before the
// caller keeps anything (issue 15). A failed check is logged by its
// measures, never with the text, and the whole passage is asked for once more.
import type { PassageBody } from '#src/domain/content.ts';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import { checkGeneratedPassage } from '#src/domain/generation.ts';
import { WORD_TARGETS } from '#src/domain/library.ts';
import { type AiClient, GENERATION_ATTEMPTS, shouldFallBack, type TaskLog } from '#src/server/ai/provider.ts';
import { askQuestions } from '../questions/index.ts';
import { parsePassage, passageMessages } from './prompt.ts';

/** What the learner's screen hears while a passage is written: each piece of text, and "start again". */
export type PassageEvents = { onText?: (delta: string) => void; onRestart?: () => void };

/**
 * A passage that passed every check, or null when the caller's fallback
 * should answer: both attempts failed their checks, or the AI service failed
 * (SPEC §8). A cancelled request throws.
 */
export async function writePassage(
  ai: AiClient,
  request: { level: ReadingLevel; topic: Topic; prompt: string },
  context: { signal: AbortSignal; events: PassageEvents; hasBlockedWords: (text: string) => boolean; log: TaskLog },
): Promise<PassageBody | null> {
  const { level, topic } = request;
  const { signal, events, hasBlockedWords, log } = context;
  const messages = passageMessages({ level, topic, learnerRequest: request.prompt, words: WORD_TARGETS[level] });
  try {
    for (let attempt = 1; attempt <= GENERATION_ATTEMPTS; attempt++) {
      if (attempt > 1) events.onRestart?.();
      const passage = parsePassage(await ai.streamText(messages, signal, events.onText));
      let body: PassageBody = { ...passage, questions: [], vocabulary: [] };
      let problems = checkGeneratedPassage(body, level, hasBlockedWords, { textOnly: true });
      if (!problems.length) {
        body = { ...passage, ...(await askQuestions(ai, passage, signal)) };
        problems = checkGeneratedPassage(body, level, hasBlockedWords);
      }
      if (!problems.length) return body;
      log.warn(
        { level, topic, attempt, reasons: problems.map((p) => `${p.problem}: ${p.detail}`) },
        'generated passage failed its checks',
      );
    }
    return null;
  } catch (error) {
    if (!shouldFallBack(error)) throw error;
    log.warn({ kind: error.kind, reason: error.message }, 'passage generation failed; serving the library');
    return null;
  }
}
