import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServerText } from '#src/web/lib/server-text.ts';
import { newId } from '#src/web/lib/uuid.ts';
import { putRequest } from '../api/get-tutor-requests.ts';
import { askThroughOutbox } from '../ask-queue.ts';

/**
 * The learner sends one saved text to the tutors, with an optional question: it goes out through the outbox
 * (ask-queue.ts), so offline it waits on this device. `result` says whether the server has it, refused it (the
 * reason in the interface language), or whether it waits for the network; `onWaiting` lets the page list it.
 */
export function useAskTutor(userId: string, onWaiting: () => void) {
  const client = useQueryClient();
  const { shown } = useServerText();
  const mutation = useMutation({
    mutationFn: ({ attemptId, question }: { attemptId: string; question: string }) =>
      askThroughOutbox(userId, { id: newId(), attemptId, question: question.trim() }),
    // Not paused while the browser is offline: the outbox keeps the ask and says so.
    networkMode: 'always',
    onSuccess: (result) => {
      if (result.status === 'sent') putRequest(client, userId, result.request);
      if (result.status === 'waiting') onWaiting();
    },
  });
  const result = mutation.data;
  return {
    send: (attemptId: string, question: string) => mutation.mutate({ attemptId, question }),
    sending: mutation.isPending,
    /** 'sent', 'waiting' (on this device), 'refused' with the server's reason; undefined before sending. */
    outcome: result?.status,
    refusal: result?.status === 'refused' ? shown(result.message) : null,
    /** The ask could not even be kept on this device. */
    failed: mutation.isError,
    reset: mutation.reset,
  };
}
