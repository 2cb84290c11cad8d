// @vitest-environment happy-dom
// Complete Task against the real app: what is sent, what the moment after
// shows, and what the learner is told when the server refuses the text or
// cannot be reached (the text then waits on this device).
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import type { SignedInUser } from '#src/domain/auth.ts';
import { useTaskCompletion } from '#src/web/features/writing/hooks/use-task-completion.ts';
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
});
afterEach(() => {
  // Unmounted before the network and storage go: no hook is left asking the server.
  cleanup();
  vi.unstubAllGlobals();
  // What a test left waiting on this device is not sent in the next one.
  localStorage.clear();
});
afterAll(async () => {
  await t.close();
});

const TEXT =
  'Dear Mr Dubois,\n\nThe heating in flat 12 stopped working on Monday. I have called twice, but nobody came. Could you please send someone this week?\n\nKind regards,\nOmar';

function completing(text: string, secondsUsed = 300, user: SignedInUser | null = learner) {
  const on = { send: vi.fn(), saved: vi.fn(), restore: vi.fn() };
  const page = renderHook(
    () =>
      useTaskCompletion({
        taskKey: HEATING_TASK,
        text,
        secondsUsed: () => secondsUsed,
        onSend: on.send,
        onSaved: on.saved,
        restore: on.restore,
      }),
    { wrapper: signedIn(user) },
  );
  return { ...page, on };
}

/** The page has loaded the learner's progress and drafts, as before a learner can press Complete Task. */
async function loaded(page: ReturnType<typeof completing>) {
  await waitFor(() => expect(page.result.current.profile).toBeDefined());
  await waitFor(() => expect(page.result.current.attempts).toEqual([]));
}

const attemptsPath = () => `/api/user/${learner.userId}/writing/attempts`;
const posts = () => network.calls.filter((c) => c.method === 'POST' && c.path === attemptsPath());
const sentAttempts = () => network.sent.filter((s) => s.path === attemptsPath()).map((s) => s.body);

it('saves the text on the server, clears the box, and shows the points, XP and badge of the moment after', async () => {
  const page = completing(TEXT, 300);
  await loaded(page);
  // The text is held on its way until the test has seen the page wait for it.
  const through = globalThis.fetch;
  let arrive = () => {};
  const held = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'POST' ? held.then(() => through(input, init)) : through(input, init),
  );
  act(() => page.result.current.complete());
  // The feedback dialog closes at once, and Complete Task waits.
  expect(page.on.send).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(page.result.current.sending).toBe(true));
  expect(page.on.saved).not.toHaveBeenCalled();
  arrive();

  await waitFor(() => expect(page.result.current.completed).not.toBeNull());
  expect(page.result.current.completed).toMatchObject({
    attempt: { taskKey: HEATING_TASK, text: TEXT, score: expect.any(Number) },
    badges: [expect.objectContaining({ id: 'first-steps' })],
    levelBefore: 1,
  });
  expect(page.on.saved).toHaveBeenCalledTimes(1);
  expect(page.on.restore).not.toHaveBeenCalled();
  expect(page.result.current).toMatchObject({ notice: null, waiting: [], failed: false, sending: false });
  expect(sentAttempts()).toEqual([{ id: expect.any(String), taskKey: HEATING_TASK, text: TEXT, secondsUsed: 300 }]);
  expect(posts()).toHaveLength(1);

  // The history and the progress are fetched again: the saved text is listed.
  await waitFor(() => expect(page.result.current.attempts?.map((a) => a.text)).toEqual([TEXT]));
  const xp = page.result.current.completed?.attempt.xp ?? 0;
  expect(xp).toBeGreaterThan(0);
  await waitFor(() => expect(page.result.current.profile?.profile.points).toBe(xp));

  act(() => page.result.current.closeCompleted());
  expect(page.result.current.completed).toBeNull();
});

it('sends at most four hours of writing time', async () => {
  const page = completing(TEXT, 5 * 3600);
  await loaded(page);
  act(() => page.result.current.complete());
  await waitFor(() => expect(page.result.current.completed).not.toBeNull());
  expect(sentAttempts()).toEqual([expect.objectContaining({ secondsUsed: 4 * 3600 })]);
  await waitFor(() => expect(page.result.current.attempts).toHaveLength(1));
});

it('keeps the text in the box with the server’s reason when the server refuses it', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  onTestFinished(() => warn.mockRestore());
  const page = completing('word '.repeat(13_000), 60);
  await loaded(page);
  act(() => page.result.current.complete());
  await waitFor(() => expect(page.result.current.notice).not.toBeNull());
  expect(page.result.current.notice).toEqual({
    kind: 'error',
    text: 'We could not save your task: This text is too long to save. Please keep it under 60,000 characters.',
  });
  expect(page.on.saved).not.toHaveBeenCalled();
  expect(page.result.current).toMatchObject({ completed: null, waiting: [], failed: false, sending: false });
  expect(posts()).toHaveLength(1);
});

it('offline, keeps the text on this device, clears the box and says it will be sent; no score yet', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  onTestFinished(() => warn.mockRestore());
  const page = completing(TEXT, 300);
  await loaded(page);
  network.online = false;
  act(() => page.result.current.complete());
  await waitFor(() => expect(page.result.current.notice).not.toBeNull());
  expect(page.result.current.notice).toEqual({
    kind: 'info',
    text: 'Saved on this device. We cannot reach the server now, so your text is not checked yet. We will send it when you are back online, and your score will show here.',
  });
  expect(page.on.saved).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(page.result.current.waiting.map((w) => w.attempt.text)).toEqual([TEXT]));
  expect(page.result.current.completed).toBeNull();
  expect(posts()).toEqual([]);
});

it('sends nothing for a box of spaces, or for a visitor who is not signed in', async () => {
  const page = completing('  \n ');
  await loaded(page);
  act(() => page.result.current.complete());
  const visitor = completing(TEXT, 300, null);
  act(() => visitor.result.current.complete());
  expect(page.on.send).not.toHaveBeenCalled();
  expect(visitor.on.send).not.toHaveBeenCalled();
  expect(page.result.current.sending).toBe(false);
  expect(visitor.result.current.sending).toBe(false);
  expect(posts()).toEqual([]);
});
