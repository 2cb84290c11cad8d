import { useEffect, useState } from 'react';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { useFormat, useMessages } from '#src/web/i18n/index.tsx';

/**
 * The learner times their writing (SPEC §4): the timer counts down each second
 * from the task's limit (in seconds) and stops at 0. A task opens stopped, at
 * the time its saved draft had used (`savedElapsed`, read again when the task
 * changes). The timer itself is silent to screen readers (role=timer):
 * `announcement` says the time left once every 5 minutes and at the last minute.
 */
export function useWritingTimer(limit: number, taskKey: string, savedElapsed: (taskKey: string) => number) {
  const m = useMessages(writingText);
  const f = useFormat();
  const [elapsed, setElapsed] = useState(() => savedElapsed(taskKey));
  const [running, setRunning] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // A different task starts from its own saved time.
  useEffect(() => {
    setElapsed(savedElapsed(taskKey));
    setRunning(false);
  }, [taskKey, savedElapsed]);

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setElapsed((e) => Math.min(e + 1, limit)), 1000);
    return () => clearInterval(id);
  }, [running, limit]);
  useEffect(() => {
    if (elapsed >= limit) setRunning(false);
  }, [elapsed, limit]);

  const remaining = limit - elapsed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: announces on the tick that reaches a milestone
  useEffect(() => {
    if (running && remaining > 0 && (remaining % 300 === 0 || remaining === 60))
      setAnnouncement(f.count(m.writing.minutesLeft, remaining / 60));
  }, [remaining, running]);

  const timeUp = elapsed >= limit;
  return {
    /** Seconds written against the clock (saved with the draft). */
    elapsed,
    remaining,
    running,
    timeUp,
    announcement,
    canStart: !running && !timeUp,
    start: () => setRunning(true),
    pause: () => setRunning(false),
    /** Back to the full time, stopped (Reset, Clear Text, and a completed task). */
    reset: () => {
      setRunning(false);
      setElapsed(0);
    },
  };
}

export type WritingTimer = ReturnType<typeof useWritingTimer>;
