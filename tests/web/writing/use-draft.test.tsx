// @vitest-environment happy-dom
// The learner's text is kept on this device (local storage) and survives a
// reload; a completed text the server refused comes back as the draft.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import { completeAttempt, flushAttempts } from '#src/web/features/writing/attempt-queue.ts';
import { savedElapsed, savedTyping, useDraft } from '#src/web/features/writing/hooks/use-draft.ts';
import { newId } from '#src/web/lib/uuid.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { browserNetwork, HEATING_TASK, signUp } from './learner.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterEach(() => {
  // Unmounted before the network and storage go: no hook is left asking the server.
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(async () => {
  await t.close();
});

/** Warnings are expected here (what the page tells the console); they are read, not printed. */
function consoleWarnings() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  onTestFinished(() => warn.mockRestore());
  return warn;
}

const saved = (taskKey: string) => JSON.parse(localStorage.getItem(`writing-draft:${taskKey}`) ?? 'null');

type DraftProps = { taskKey: string; elapsed: number; typing?: number };

function draftOf(taskKey: string, elapsed = 0, typing = 0) {
  const initialProps: DraftProps = { taskKey, elapsed, typing };
  return renderHook(
    (props: DraftProps) => useDraft(props.taskKey, { elapsed: props.elapsed, typing: props.typing ?? 0 }),
    { initialProps },
  );
}

it('saves what the learner types with the timer’s count, and gives it back after a reload', () => {
  const page = draftOf('task-a', 0);
  expect(page.result.current).toMatchObject({ text: '', words: 0, hasText: false });
  act(() => page.result.current.type('Dear Mr Dubois, the heating is broken.'));
  page.rerender({ taskKey: 'task-a', elapsed: 42 });
  expect(page.result.current).toMatchObject({ words: 7, hasText: true });
  expect(saved('task-a')).toEqual({ text: 'Dear Mr Dubois, the heating is broken.', elapsed: 42, typing: 0 });

  page.unmount();
  const reloaded = draftOf('task-a', savedElapsed('task-a'));
  expect(reloaded.result.current.text).toBe('Dear Mr Dubois, the heating is broken.');
  expect(savedElapsed('task-a')).toBe(42);
});

it('keeps each task’s draft apart: another task opens with its own text', () => {
  localStorage.setItem('writing-draft:task-b', JSON.stringify({ text: 'My city is big.', elapsed: 60 }));
  const page = draftOf('task-a');
  act(() => page.result.current.type('About the heating.'));
  page.rerender({ taskKey: 'task-b', elapsed: 60 });
  expect(page.result.current.text).toBe('My city is big.');
  expect(saved('task-a')).toEqual({ text: 'About the heating.', elapsed: 0, typing: 0 });
  expect(saved('task-b')).toEqual({ text: 'My city is big.', elapsed: 60, typing: 0 });
  page.rerender({ taskKey: 'task-a', elapsed: 0 });
  expect(page.result.current.text).toBe('About the heating.');
});

it('forgets the draft once the box is emptied; spaces alone are kept but are nothing to send', () => {
  const page = draftOf('task-a');
  act(() => page.result.current.type('   '));
  expect(page.result.current).toMatchObject({ hasText: false, words: 0 });
  expect(saved('task-a')).toEqual({ text: '   ', elapsed: 0, typing: 0 });
  act(() => page.result.current.type('Hello'));
  act(() => page.result.current.clear());
  expect(page.result.current.text).toBe('');
  expect(localStorage.getItem('writing-draft:task-a')).toBeNull();
});

it('puts an earlier text back to revise it, and a refused one only into an empty box', () => {
  const page = draftOf('task-a');
  act(() => page.result.current.revise('My first try.'));
  expect(page.result.current.text).toBe('My first try.');
  act(() => page.result.current.restore('A refused text.'));
  expect(page.result.current.text).toBe('My first try.');
  act(() => page.result.current.clear());
  act(() => page.result.current.restore('A refused text.'));
  expect(page.result.current.text).toBe('A refused text.');
});

it('saves the typing time with the text, for a learner who never starts the timer', () => {
  const page = draftOf('task-a');
  act(() => page.result.current.type('Dear Mr Dubois,'));
  page.rerender({ taskKey: 'task-a', elapsed: 0, typing: 46 });
  expect(saved('task-a')).toEqual({ text: 'Dear Mr Dubois,', elapsed: 0, typing: 46 });
  page.unmount();
  expect(savedTyping('task-a')).toBe(46);
  expect(savedTyping('task-b')).toBe(0);
});

it('keeps the text on screen when this device cannot save it, and says why in the console', () => {
  const warn = consoleWarnings();
  // A full or blocked storage (private mode, an old phone) throws on every write; happy-dom's cannot be made to.
  vi.stubGlobal('localStorage', {
    getItem: () => null,
    removeItem: () => {},
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  });
  const page = draftOf('task-a');
  act(() => page.result.current.type('Still here.'));
  expect(page.result.current.text).toBe('Still here.');
  expect(warn).toHaveBeenCalledWith('Could not save the draft on this device', expect.any(DOMException));
});

it('opens an empty box when the saved draft cannot be read', () => {
  localStorage.setItem('writing-draft:task-a', '{"text": "cut off');
  localStorage.setItem('writing-draft:task-b', JSON.stringify({ text: 'Fine.', elapsed: 'soon' }));
  expect(draftOf('task-a').result.current.text).toBe('');
  expect(savedElapsed('task-a')).toBe(0);
  expect(draftOf('task-b').result.current.text).toBe('Fine.');
  expect(savedElapsed('task-b')).toBe(0);
});

it('gives back, as the draft, a text completed offline that the server refused once it was sent', async () => {
  const network = browserNetwork(t);
  const learner = await signUp();
  consoleWarnings();
  const tooLong = 'word '.repeat(13_000).trim();
  network.online = false;
  const attempt = { id: newId(), taskKey: HEATING_TASK, text: tooLong, secondsUsed: 600 };
  await expect(completeAttempt(learner.userId, attempt)).resolves.toEqual({ status: 'waiting' });
  expect(localStorage.getItem(`writing-draft:${HEATING_TASK}`)).toBeNull();

  network.online = true;
  await flushAttempts(learner.userId);
  const page = draftOf(HEATING_TASK, savedElapsed(HEATING_TASK));
  expect(page.result.current.text).toBe(tooLong);
  expect(savedElapsed(HEATING_TASK)).toBe(600);
  expect(network.calls.filter((c) => c.method === 'POST' && c.path.includes('/writing/attempts'))).toEqual([
    { method: 'POST', path: `/api/user/${learner.userId}/writing/attempts` },
  ]);
});
