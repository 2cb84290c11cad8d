// @vitest-environment happy-dom
// The writing timer on vitest's fake clock: seconds pass by advancing it, never by waiting.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useWritingTimer } from '#src/web/features/writing/hooks/use-writing-timer.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  // Unmounted before the network and storage go: no hook is left asking the server.
  cleanup();
  vi.useRealTimers();
});

// What each task's saved draft had used, as use-draft.ts would read it.
const saved: Record<string, number> = { 'task-a': 0, 'task-b': 125 };
const savedElapsed = (taskKey: string) => saved[taskKey] ?? 0;

function timerOf(limit: number, taskKey = 'task-a') {
  return renderHook(
    (props: { limit: number; taskKey: string }) => useWritingTimer(props.limit, props.taskKey, savedElapsed),
    {
      initialProps: { limit, taskKey },
    },
  );
}

/** Seconds go by one at a time, each rendered, as in the browser. */
function pass(seconds: number) {
  for (let i = 0; i < seconds; i++) act(() => vi.advanceTimersByTime(1000));
}

it('opens stopped at the full time, and counts down a second at a time once started', () => {
  const { result } = timerOf(20 * 60);
  expect(result.current).toMatchObject({ elapsed: 0, remaining: 1200, running: false, timeUp: false, canStart: true });
  pass(5);
  expect(result.current.elapsed).toBe(0);
  act(() => result.current.start());
  expect(result.current).toMatchObject({ running: true, canStart: false });
  pass(2);
  expect(result.current).toMatchObject({ elapsed: 2, remaining: 1198 });
});

it('pauses where it is, and Reset goes back to the full time, stopped', () => {
  const { result } = timerOf(600);
  act(() => result.current.start());
  pass(3);
  act(() => result.current.pause());
  pass(10);
  expect(result.current).toMatchObject({ elapsed: 3, running: false, canStart: true });
  act(() => result.current.start());
  pass(1);
  act(() => result.current.reset());
  pass(4);
  expect(result.current).toMatchObject({ elapsed: 0, remaining: 600, running: false, canStart: true });
});

it('stops at 0 and says time is up; it cannot be started again until reset', () => {
  const { result } = timerOf(3);
  act(() => result.current.start());
  pass(3);
  expect(result.current).toMatchObject({ elapsed: 3, remaining: 0, running: false, timeUp: true, canStart: false });
  pass(5);
  expect(result.current.elapsed).toBe(3);
  act(() => result.current.reset());
  expect(result.current).toMatchObject({ timeUp: false, canStart: true });
});

it('announces the time left once every 5 minutes and at the last minute, only while running', () => {
  const { result } = timerOf(11 * 60);
  expect(result.current.announcement).toBe('');
  act(() => result.current.start());
  pass(60);
  // The live region keeps its last words until the next milestone.
  expect(result.current.announcement).toBe('10 minutes left');
  pass(4 * 60);
  expect(result.current.announcement).toBe('10 minutes left');
  pass(60);
  expect(result.current.announcement).toBe('5 minutes left');
  pass(4 * 60 - 1);
  expect(result.current.announcement).toBe('5 minutes left');
  pass(1);
  expect(result.current.announcement).toBe('1 minute left');
  pass(60);
  expect(result.current).toMatchObject({ timeUp: true, announcement: '1 minute left' });
});

it('says nothing while stopped, even on a milestone; starting there announces it', () => {
  const { result } = timerOf(5 * 60);
  pass(2);
  expect(result.current.announcement).toBe('');
  act(() => result.current.start());
  expect(result.current.announcement).toBe('5 minutes left');
});

it('opens a task at the time its draft had used; another task starts from its own, stopped', () => {
  const { result, rerender } = timerOf(20 * 60, 'task-b');
  expect(result.current).toMatchObject({ elapsed: 125, remaining: 1075, running: false });
  act(() => result.current.start());
  pass(2);
  rerender({ limit: 20 * 60, taskKey: 'task-a' });
  expect(result.current).toMatchObject({ elapsed: 0, running: false });
  pass(3);
  expect(result.current.elapsed).toBe(0);
});
