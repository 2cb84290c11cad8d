import { Dialog } from '#src/web/components/Dialog.tsx';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import type { FeedbackRequest } from '../hooks/use-feedback-request.ts';
import { FeedbackResult } from './FeedbackResult.tsx';

/** Get feedback's dialog: analysing, the feedback, or why there is none; titled 'AI' only when an AI wrote it. */
export function FeedbackDialog({ feedback }: { feedback: FeedbackRequest }) {
  const m = useMessages(writingText);
  const { state, result } = feedback;
  return (
    <Dialog
      open={state !== 'closed'}
      title={result?.source === 'ai' ? m.writing.feedbackTitle : m.writing.feedbackTitleAutomatic}
      onClose={feedback.close}
    >
      <p role="status" className={state === 'loading' ? undefined : 'sr-only'}>
        {state === 'loading' ? m.writing.analyzing : state === 'done' ? m.writing.feedbackReady : ''}
      </p>
      {state === 'done' && result ? <FeedbackResult result={result} /> : null}
      {state === 'failed' ? <p role="alert">{m.writing.feedbackFailed}</p> : null}
      {state === 'wait' ? <p role="alert">{m.writing.feedbackWait}</p> : null}
    </Dialog>
  );
}
