// The feedback task: one JSON answer, grounded on our own measures, findings
// and estimate of the draft (the prompt says so, and that it must not
// contradict them).
import { type AiClient, shouldFallBack, type TaskLog } from '#src/server/ai/provider.ts';
import { type FeedbackDraft, feedbackMessages } from './prompt.ts';
import { feedbackAnswerSchema } from './schema.ts';

/**
 * The AI service's feedback on a draft, or null when the caller's offline
 * feedback should answer because the service failed (SPEC §8). A cancelled
 * request throws.
 */
export async function askFeedback(
  ai: AiClient,
  draft: FeedbackDraft,
  context: { signal: AbortSignal; log: TaskLog },
): Promise<string | null> {
  try {
    const answer = await ai.completeJson(
      { name: 'feedback', schema: feedbackAnswerSchema, messages: feedbackMessages(draft) },
      context.signal,
    );
    return answer.feedback;
  } catch (error) {
    if (!shouldFallBack(error)) throw error;
    // Our own measurements are still worth more than an apology.
    context.log.warn({ kind: error.kind }, 'AI feedback failed; serving the offline feedback');
    return null;
  }
}
