// @vitest-environment happy-dom
// A task completed offline waits on this device (the outbox) and goes out
// when the connection returns, through the real app: the learner is told its
// score then, or why the server refused it (and the text comes back).
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import type { SignedInUser } from '#src/domain/auth.ts';
import { completeAttempt, flushAttempts } from '#src/web/features/writing/attempt-queue.ts';
import { useWaitingTexts } from '#src/web/features/writing/hooks/use-waiting-texts.ts';
import { useSendWaitingAttempts } from '#src/web/features/writing/use-send-waiting-attempts.ts';
import { newId } from '#src/web/lib/uuid.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { browserNetwork, HEATING_TASK, signedIn, signUp } from './learner.tsx';

let t: TestApp;
let network: ReturnType<typeof browserNetwork>;
let learner: SignedInUser;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
beforeEach(async () => {
  network = browserNetwork(t);
  learner = await signUp();
  // Sending while offline and a refusal are told to the console; read here, not printed.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  onTestFinished(() => warn.mockRestore());
});
afterEach(() => {
  // Unmounted before the network and storage go: no hook is left asking the server.
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
afterAll(async () => {
  await t.close();
});

const TEXT = 'Dear Mr Dubois, the heating in flat 12 stopped working on Monday. Could you please send someone?';

/** The writing page of one task, with what every signed-in page mounts: sending what waits when the network returns. */
function writingPage(taskKey = HEATING_TASK) {
  const restore = vi.fn();
  const page = renderHook(
    (props: { taskKey: string }) => {
      useSendWaitingAttempts(learner.userId);
      return useWaitingTexts(learner.userId, props.taskKey, restore);
    },
    { wrapper: signedIn(learner), initialProps: { taskKey } },
  );
  return { ...page, restore };
}

/** Complete Task while offline: the text stays on this device (what useTaskCompletion does). */
async function completeOffline(text: string, taskKey = HEATING_TASK) {
  network.online = false;
  const attempt = { id: newId(), taskKey, text, secondsUsed: 300 };
  await expect(completeAttempt(learner.userId, attempt)).resolves.toEqual({ status: 'waiting' });
  return attempt;
}

const posts = () =>
  network.calls.filter((c) => c.method === 'POST' && c.path === `/api/user/${learner.userId}/writing/attempts`);

it('lists a text completed offline, sends it once the connection returns, and tells its score', async () => {
  const page = writingPage();
  await completeOffline(TEXT);
  act(() => page.result.current.refreshWaiting());
  await waitFor(() => expect(page.result.current.waiting.map((w) => w.attempt.text)).toEqual([TEXT]));
  expect(posts()).toEqual([]);

  network.online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(page.result.current.notice).not.toBeNull());
  const sent = page.result.current.notice?.attempt;
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(sent?.createdAt ?? 0),
  );
  expect(page.result.current.notice).toEqual({
    kind: 'info',
    text: `Your text from ${date} was sent and checked. Points for length and time: ${sent?.score} of 10.`,
    attempt: expect.objectContaining({ taskKey: HEATING_TASK, text: TEXT }),
  });
  await waitFor(() => expect(page.result.current.waiting).toEqual([]));
  expect(posts()).toHaveLength(1);

  // Sent once: the next time the connection returns, nothing is left to send.
  await act(() => flushAttempts(learner.userId));
  expect(posts()).toHaveLength(1);
  expect(page.restore).not.toHaveBeenCalled();
});

it('puts a waiting text the server refuses back as the draft, and says why', async () => {
  const page = writingPage();
  const tooLong = 'word '.repeat(13_000).trim();
  await completeOffline(tooLong);
  network.online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(page.result.current.notice).not.toBeNull());
  expect(page.result.current.notice).toEqual({
    kind: 'error',
    text: 'We could not save your task: This text is too long to save. Please keep it under 60,000 characters.',
  });
  expect(page.restore).toHaveBeenCalledWith(tooLong);
  // Also kept as the task's draft on this device, for a page opened later.
  expect(JSON.parse(localStorage.getItem(`writing-draft:${HEATING_TASK}`) ?? 'null')).toEqual({
    text: tooLong,
    elapsed: 300,
  });
  await waitFor(() => expect(page.result.current.waiting).toEqual([]));
  expect(posts()).toHaveLength(1);
});

it('says nothing on another task’s page, and a new task starts with no notice', async () => {
  const other = writingPage('writing/email-writing/another-task');
  await completeOffline(TEXT);
  network.online = true;
  await act(() => flushAttempts(learner.userId));
  expect(posts()).toHaveLength(1);
  expect(other.result.current).toMatchObject({ notice: null, waiting: [] });

  const page = writingPage();
  await completeOffline('Another try at the heating e-mail.');
  network.online = true;
  await act(() => flushAttempts(learner.userId));
  await waitFor(() => expect(page.result.current.notice?.kind).toBe('info'));
  page.rerender({ taskKey: 'writing/email-writing/another-task' });
  expect(page.result.current.notice).toBeNull();
});
