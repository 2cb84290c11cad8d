// @vitest-environment happy-dom
// The writing time of a learner who never starts the timer, on vitest's fake clock: it starts at the first
// key press, shows each second as it passes, goes on from a saved draft's time, and resets when cleared.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useTypingTime } from '#src/web/features/writing/hooks/use-typing-time.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// What each task's saved draft had counted, as use-draft.ts would read it.
const saved: Record<string, number> = { 'task-a': 0, 'task-b': 90 };
const savedTyping = (taskKey: string) => saved[taskKey] ?? 0;

function typingOf(taskKey = 'task-a') {
  return renderHook((props: { taskKey: string }) => useTypingTime(props.taskKey, savedTyping), {
    initialProps: { taskKey },
  });
}

/** Seconds go by one at a time, each rendered, as in the browser. */
function pass(seconds: number) {
  for (let i = 0; i < seconds; i++) act(() => vi.advanceTimersByTime(1000));
}

it('counts nothing before the first key press, then shows each second as it passes', () => {
  const { result } = typingOf();
  pass(30);
  expect(result.current.seconds).toBe(0);
  act(() => result.current.keyPressed());
  pass(3);
  expect(result.current.seconds).toBe(3);
  // Later key presses do not start it again.
  act(() => result.current.keyPressed());
  pass(43);
  expect(result.current.seconds).toBe(46);
  expect(result.current.secondsNow()).toBe(46);
});

it('goes on from a saved draft’s time at the next key press; the time away does not count', () => {
  const page = typingOf('task-b');
  pass(600);
  expect(page.result.current.seconds).toBe(90);
  act(() => page.result.current.keyPressed());
  pass(10);
  expect(page.result.current.seconds).toBe(100);
  // Another task opens with its own time, stopped until typed in.
  page.rerender({ taskKey: 'task-a' });
  pass(5);
  expect(page.result.current.seconds).toBe(0);
});

it('goes back to nothing when the text is cleared or the task completed', () => {
  const { result } = typingOf('task-b');
  act(() => result.current.keyPressed());
  pass(5);
  act(() => result.current.reset());
  pass(5);
  expect(result.current.seconds).toBe(0);
  act(() => result.current.keyPressed());
  pass(2);
  expect(result.current.seconds).toBe(2);
});
