import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttemptRequest } from '#src/domain/writing.ts';
import { profileQueryKey } from '#src/web/features/progress/index.ts';
import { completeAttempt } from '../attempt-queue.ts';
import { attemptsQueryKey } from './get-attempts.ts';

/**
 * Completes a task: the server scores it, keeps the draft and counts it once
 * (the id makes retries safe). Offline it waits on this device (attempt-queue.ts,
 * which sends it with save-attempt.ts).
 */
export function useCompleteTask(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttemptRequest) => completeAttempt(userId, body),
    // Not paused while the browser is offline: the outbox keeps the text and says so.
    networkMode: 'always',
    onSuccess: (result, body) => {
      if (result.status !== 'saved') return;
      client.invalidateQueries({ queryKey: attemptsQueryKey(userId, body.taskKey) });
      client.invalidateQueries({ queryKey: profileQueryKey(userId) });
    },
  });
}
