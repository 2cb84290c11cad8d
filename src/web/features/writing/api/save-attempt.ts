import { type AttemptRequest, attemptSavedResponseSchema } from '#src/domain/writing.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

/**
 * POST /api/user/{id}/writing/attempts. A screen does not call it itself: a
 * completed text goes out through the outbox (attempt-queue.ts), which calls
 * this when the network allows; useCompleteTask (complete-task.ts) is the hook.
 */
export const saveAttempt = (userId: string, body: AttemptRequest) =>
  apiFetchParsed(attemptSavedResponseSchema, `/api/user/${encodeURIComponent(userId)}/writing/attempts`, { body });
