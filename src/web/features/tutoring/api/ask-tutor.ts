import { type AskTutorRequest, learnerTutorRequestSchema } from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { requestsPath } from './paths.ts';

/**
 * POST /api/user/{id}/tutor-requests. A screen does not call it itself: an ask goes out through the outbox
 * (ask-queue.ts), which calls this when the network allows; the id is the device's, so a replay asks once.
 */
export const askTutor = (userId: string, body: AskTutorRequest) =>
  apiFetchParsed(learnerTutorRequestSchema, requestsPath(userId), { body });
