import { useRef, useState } from 'react';
import type { StoredWritingTask } from '#src/domain/content.ts';
import { countWords } from '#src/domain/text.ts';
import { useFormat } from '#src/web/i18n/index.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { evaluateWriting } from '../api/evaluate-writing.ts';

/**
 * 'closed': no dialog; 'loading': the text is being analysed; 'done': the
 * feedback is here; 'wait': this learner's previous text is still in the
 * checker (429, issue 30); 'failed': any other failure.
 */
export type FeedbackState = 'closed' | 'loading' | 'done' | 'failed' | 'wait';

/**
 * The learner asks for feedback on their text (Get feedback): nothing is
 * saved, the feedback comes in the interface language. Each request has its
 * own number: an answer arriving after the learner closed the dialog (or
 * asked again) is dropped, so the dialog never reopens by itself.
 */
export function useFeedbackRequest(task: Pick<StoredWritingTask, 'prompt' | 'mode'>) {
  const f = useFormat();
  const [feedback, setFeedback] = useState<{
    state: FeedbackState;
    result?: Awaited<ReturnType<typeof evaluateWriting>>;
  }>({ state: 'closed' });
  const latest = useRef(0);

  const close = () => {
    latest.current++;
    setFeedback({ state: 'closed' });
  };
  const ask = async (text: string) => {
    const request = ++latest.current;
    setFeedback({ state: 'loading' });
    try {
      const result = await evaluateWriting({
        writingText: text,
        prompt: task.prompt,
        writingMode: task.mode,
        wordCount: countWords(text),
        language: f.locale,
      });
      if (request === latest.current) setFeedback({ state: 'done', result });
    } catch (error) {
      if (request !== latest.current) return;
      setFeedback({ state: error instanceof ApiError && error.status === 429 ? 'wait' : 'failed' });
    }
  };

  return { state: feedback.state, result: feedback.result, ask, close };
}

export type FeedbackRequest = ReturnType<typeof useFeedbackRequest>;
