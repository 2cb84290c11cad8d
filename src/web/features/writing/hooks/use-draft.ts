import { useEffect, useState } from 'react';
import { countWords } from '#src/domain/text.ts';
import { draftKey } from '../attempt-queue.ts';

/** The draft of a task kept on this device; an empty one when there is none or it cannot be read. */
function readDraft(taskKey: string): { text: string } & DraftTimes {
  try {
    const saved = JSON.parse(localStorage.getItem(draftKey(taskKey)) ?? 'null');
    return saved && typeof saved.text === 'string'
      ? { text: saved.text, elapsed: Number(saved.elapsed) || 0, typing: Number(saved.typing) || 0 }
      : { text: '', elapsed: 0, typing: 0 };
  } catch {
    return { text: '', elapsed: 0, typing: 0 };
  }
}

/** The timer's count (`elapsed`) and the time since the first key press (`typing`), in seconds. */
type DraftTimes = { elapsed: number; typing: number };

/** The timer's count saved with a task's draft (where useWritingTimer starts). */
export const savedElapsed = (taskKey: string) => readDraft(taskKey).elapsed;
/** The typing time saved with a task's draft (where useTypingTime goes on from). */
export const savedTyping = (taskKey: string) => readDraft(taskKey).typing;

/**
 * The learner writes their text. Nothing typed is lost: the text is saved on
 * this device (local storage, with the timer's count and the typing time) as it changes,
 * and comes back after a reload or when the task is opened again; an empty box
 * removes it. A completed text that waits to be sent lives in the outbox
 * instead (attempt-queue.ts), which puts it back here if the server refuses it.
 *
 * Call it after useWritingTimer and useTypingTime: when the task changes, the
 * save below first runs once more with the old task's text under the new
 * task's key (put right on the next render), so they must have read the new
 * task's times before.
 */
export function useDraft(taskKey: string, { elapsed, typing }: DraftTimes) {
  const [text, setText] = useState(() => readDraft(taskKey).text);

  // A different task starts from its own saved draft.
  useEffect(() => {
    setText(readDraft(taskKey).text);
  }, [taskKey]);

  useEffect(() => {
    try {
      if (text) localStorage.setItem(draftKey(taskKey), JSON.stringify({ text, elapsed, typing }));
      else localStorage.removeItem(draftKey(taskKey));
    } catch (error) {
      console.warn('Could not save the draft on this device', error);
    }
  }, [text, elapsed, typing, taskKey]);

  return {
    text,
    words: countWords(text),
    hasText: text.trim().length > 0,
    /** What the learner typed in the box. */
    type: (value: string) => setText(value),
    /** An earlier text back in the box, to revise it. */
    revise: (earlier: string) => setText(earlier),
    /** A text the server refused goes back in the box, only when the box is empty. */
    restore: (back: string) => setText((current) => current || back),
    clear: () => setText(''),
  };
}
