import { useState } from 'react';
import { tutorAnswerRequestSchema } from '#src/domain/tutoring.ts';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useReleaseRequest } from '../api/release-request.ts';
import { useSendAnswer } from '../api/send-answer.ts';
import type { AnswerDraftState } from './use-answer-draft.ts';

/**
 * The tutor sends the answer to the learner, or gives the text back to the queue. The answer is checked here with
 * the server's own schema first (an empty note says so before anything is sent); the draft kept on this device is
 * forgotten once the server has the answer, or once the text is given back. `problem` is what went wrong, in the
 * interface language (the server's words when it refused; `fallback` when it could not be reached).
 */
export function useAnswerSending(
  requestId: string,
  draft: AnswerDraftState,
  fallback: string,
  onSent: () => void = () => {},
) {
  const { failure, shown } = useServerText();
  const sendAnswer = useSendAnswer();
  const release = useReleaseRequest();
  const [problem, setProblem] = useState<string | null>(null);

  const send = () => {
    const checked = tutorAnswerRequestSchema.safeParse(draft.answer());
    if (!checked.success) {
      setProblem(shown(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem(null);
    sendAnswer.mutate(
      { requestId, answer: checked.data },
      {
        onSuccess: () => {
          draft.clear();
          onSent();
        },
        onError: (error) => setProblem(failure(error, fallback)),
      },
    );
  };

  const giveBack = () => {
    setProblem(null);
    release.mutate(requestId, {
      onSuccess: () => draft.clear(),
      onError: (error) => setProblem(failure(error, fallback)),
    });
  };

  return {
    send,
    giveBack,
    busy: sendAnswer.isPending || release.isPending,
    /** The server has the answer. */
    sent: sendAnswer.isSuccess,
    problem,
  };
}
