import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type tutorAnswerRequestSchema, tutorRequestSchema } from '#src/domain/tutoring.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';
import { tutorQueueRoot } from './get-queue.ts';
import { tutorRequestPath } from './paths.ts';

/** POST /api/tutor/requests/{requestId}/answer: the tutor's comments and note go to the learner. */
export function useSendAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, answer }: { requestId: string; answer: z.input<typeof tutorAnswerRequestSchema> }) =>
      apiFetchParsed(tutorRequestSchema, `${tutorRequestPath(requestId)}/answer`, { body: answer }),
    onSettled: () => client.invalidateQueries({ queryKey: tutorQueueRoot }),
  });
}
