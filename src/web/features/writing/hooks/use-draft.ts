import { useEffect, useRef, useState } from 'react';
import { countWords } from '#src/domain/text.ts';
import { draftKey } from '../attempt-queue.ts';

/** The draft of a task kept on this device; an empty one when there is none or it cannot be read. */
function readDraft(taskKey: string): { text: string; elapsed: number } {
  try {
    const saved = JSON.parse(localStorage.getItem(draftKey(taskKey)) ?? 'null');
    return saved && typeof saved.text === 'string'
      ? { text: saved.text, elapsed: Number(saved.elapsed) || 0 }
      : { text: '', elapsed: 0 };
  } catch {
    return { text: '', elapsed: 0 };
  }
}

/** The timer's count saved with a task's draft (where useWritingTimer starts). */
export const savedElapsed = (taskKey: string) => readDraft(taskKey).elapsed;

/**
 * The learner writes their text. Nothing typed is lost: the text is saved on
 * this device (local storage, with the timer's count `elapsed`) as it changes,
 * and comes back after a reload or when the task is opened again; an empty box
 * removes it. A completed text that waits to be sent lives in the outbox
 * instead (attempt-queue.ts), which puts it back here if the server refuses it.
 *
 * Call it after useWritingTimer: when the task changes, the save below first
 * runs once more with the old task's text under the new task's key (put right
 * on the next render), so the timer must have read the new task's time before.
 */
export function useDraft(taskKey: string, elapsed: number) {
  const [text, setText] = useState(() => readDraft(taskKey).text);
  const firstKeyAt = useRef<number | null>(null);

  // A different task starts from its own saved draft.
  useEffect(() => {
    setText(readDraft(taskKey).text);
  }, [taskKey]);

  useEffect(() => {
    try {
      if (text) localStorage.setItem(draftKey(taskKey), JSON.stringify({ text, elapsed }));
      else localStorage.removeItem(draftKey(taskKey));
    } catch (error) {
      console.warn('Could not save the draft on this device', error);
    }
  }, [text, elapsed, taskKey]);

  return {
    text,
    words: countWords(text),
    hasText: text.trim().length > 0,
    /** What the learner typed in the box. */
    type: (value: string) => {
      firstKeyAt.current ??= Date.now();
      setText(value);
    },
    /** An earlier text back in the box, to revise it. */
    revise: (earlier: string) => setText(earlier),
    /** A text the server refused goes back in the box, only when the box is empty. */
    restore: (back: string) => setText((current) => current || back),
    clear: () => setText(''),
    /** Seconds since the first key press on this page, 0 before it: the time used when the timer was not. */
    secondsTyping: () => Math.round((Date.now() - (firstKeyAt.current ?? Date.now())) / 1000),
  };
}
