import { useEffect, useState } from 'react';

/**
 * The time that counts for a learner who never starts the timer (SPEC §4 keeps
 * it optional): from their first key press, shown ticking each second so they
 * see that it counts. A saved draft keeps it (use-draft.ts writes it with the
 * text): after a reload or a return it goes on from there at the next key
 * press, and the time away does not count. Read again when the task changes;
 * call it before useDraft, as useWritingTimer.
 */
export function useTypingTime(taskKey: string, savedTyping: (taskKey: string) => number) {
  const [before, setBefore] = useState(() => savedTyping(taskKey));
  const [since, setSince] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // A different task goes on from its own saved time, at its first key press.
  useEffect(() => {
    setBefore(savedTyping(taskKey));
    setSince(null);
  }, [taskKey, savedTyping]);

  useEffect(() => {
    if (since === null) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [since]);

  const at = (moment: number) => before + (since === null ? 0 : Math.max(0, Math.round((moment - since) / 1000)));
  return {
    /** Seconds counted so far, as shown (updated each second). */
    seconds: at(now),
    /** The count at this instant: what a completed task sends. */
    secondsNow: () => at(Date.now()),
    /** Starts the count at the first key press; later ones change nothing. */
    keyPressed: () => {
      if (since !== null) return;
      const moment = Date.now();
      setSince(moment);
      setNow(moment);
    },
    /** Back to nothing counted (Clear Text, and a completed task). */
    reset: () => {
      setBefore(0);
      setSince(null);
    },
  };
}
