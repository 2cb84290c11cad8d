// @vitest-environment happy-dom
// Asking a tutor from the writing page, against the real app: the ask goes
// out through the outbox, so offline it waits on this device and is sent once
// the connection returns, asked once; each saved text shows where it stands,
// and what the server refuses is said before or after sending.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import type { SignedInUser } from '#src/domain/auth.ts';
import { TUTOR_MESSAGES } from '#src/domain/tutoring.ts';
import { useWithdrawRequest } from '#src/web/features/tutoring/api/withdraw-request.ts';
import { flushAsks } from '#src/web/features/tutoring/ask-queue.ts';
import { useAskTutor } from '#src/web/features/tutoring/hooks/use-ask-tutor.ts';
import { useSendWaitingAsks } from '#src/web/features/tutoring/hooks/use-send-waiting-asks.ts';
import { useTutorAsks } from '#src/web/features/tutoring/hooks/use-tutor-asks.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { browserNetwork, signUp } from '../writing/learner.tsx';
import { as, person, practised, savedText, signedInAt } from './people.tsx';

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
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
afterAll(async () => {
  await t.close();
});

/** The writing page's saved texts with the ask dialog, and what every signed-in page mounts (account-sync.tsx). */
function writingPage() {
  return renderHook(
    () => {
      useSendWaitingAsks(learner.userId);
      const asks = useTutorAsks(learner.userId);
      const ask = useAskTutor(learner.userId, asks.refreshWaiting);
      const withdraw = useWithdrawRequest(learner.userId);
      return { asks, ask, withdraw };
    },
    { wrapper: signedInAt(learner) },
  );
}

const posts = () =>
  network.sent.filter((s) => s.path === `/api/user/${learner.userId}/tutor-requests`).map((s) => s.body);

it('sends a saved text with the question; the text then waits for a tutor, and can be withdrawn from the list', async () => {
  await practised(t, learner.userId);
  const attemptId = await savedText(t, learner.userId);
  const page = writingPage();
  await waitFor(() => expect(page.result.current.asks.loaded).toBe(true));
  expect(page.result.current.asks).toMatchObject({ mayAsk: true, canAskMore: true, open: 0 });
  expect(page.result.current.asks.stateOf(attemptId)).toEqual({ kind: 'none' });

  act(() => page.result.current.ask.send(attemptId, '  Is my second paragraph clear?  '));
  await waitFor(() => expect(page.result.current.ask.outcome).toBe('sent'));
  expect(posts()).toEqual([{ id: expect.any(String), attemptId, question: 'Is my second paragraph clear?' }]);
  // Put in the list from the answer itself, without asking for the list again.
  await waitFor(() => expect(page.result.current.asks.stateOf(attemptId).kind).toBe('request'));
  expect(network.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/tutor-requests'))).toHaveLength(1);
  const state = page.result.current.asks.stateOf(attemptId);
  expect(state).toMatchObject({
    kind: 'request',
    request: {
      attemptId,
      status: 'waiting',
      question: 'Is my second paragraph clear?',
      taskTitle: 'The heating is broken',
      level: 'A2',
    },
  });
  expect(page.result.current.asks.open).toBe(1);

  // Withdrawn while it waits: the text can be asked about again.
  const requestId = state.kind === 'request' ? state.request.id : '';
  await act(() => page.result.current.withdraw.mutateAsync(requestId));
  await waitFor(() => expect(page.result.current.asks.stateOf(attemptId)).toEqual({ kind: 'none' }));
  expect(page.result.current.asks.open).toBe(0);
});

it('cannot withdraw a text a tutor is reading, and says so in the server’s words', async () => {
  await practised(t, learner.userId);
  const attemptId = await savedText(t, learner.userId);
  const page = writingPage();
  await waitFor(() => expect(page.result.current.asks.loaded).toBe(true));
  act(() => page.result.current.ask.send(attemptId, ''));
  await waitFor(() => expect(page.result.current.ask.outcome).toBe('sent'));
  const state = page.result.current.asks.stateOf(attemptId);
  const requestId = state.kind === 'request' ? state.request.id : '';
  const tutor = await person(t, { tutor: true });
  await as(t, tutor, 'POST', `/api/tutor/requests/${requestId}/claim`, {});

  act(() => page.result.current.withdraw.mutate(requestId));
  await waitFor(() => expect(page.result.current.withdraw.isError).toBe(true));
  expect(page.result.current.withdraw.error?.message).toBe(TUTOR_MESSAGES.alreadyClaimed);
  // The list is asked again and says a tutor is reading it.
  await waitFor(() =>
    expect(page.result.current.asks.stateOf(attemptId)).toMatchObject({ request: { status: 'reading' } }),
  );
});

it('keeps an ask made offline on this device, and sends it once when the connection returns', async () => {
  await practised(t, learner.userId);
  const attemptId = await savedText(t, learner.userId);
  const page = writingPage();
  await waitFor(() => expect(page.result.current.asks.loaded).toBe(true));

  network.online = false;
  act(() => page.result.current.ask.send(attemptId, ''));
  await waitFor(() => expect(page.result.current.ask.outcome).toBe('waiting'));
  await waitFor(() => expect(page.result.current.asks.stateOf(attemptId)).toEqual({ kind: 'on-device' }));
  // Two open counts what waits on this device too.
  expect(page.result.current.asks.open).toBe(1);
  expect(posts()).toEqual([]);

  network.online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() =>
    expect(page.result.current.asks.stateOf(attemptId)).toMatchObject({
      kind: 'request',
      request: { status: 'waiting' },
    }),
  );
  expect(posts()).toHaveLength(1);
  // Nothing left to send the next time.
  await act(() => flushAsks(learner.userId));
  expect(posts()).toHaveLength(1);
});

it('says why the server refused an ask that waited on this device', async () => {
  await practised(t, learner.userId);
  const long = await savedText(t, learner.userId, { text: 'word '.repeat(700).trim() });
  const page = writingPage();
  await waitFor(() => expect(page.result.current.asks.loaded).toBe(true));
  network.online = false;
  act(() => page.result.current.ask.send(long, ''));
  await waitFor(() => expect(page.result.current.ask.outcome).toBe('waiting'));

  network.online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() =>
    expect(page.result.current.asks.stateOf(long)).toEqual({ kind: 'refused', message: TUTOR_MESSAGES.textTooLong }),
  );
  act(() => page.result.current.asks.clearRefusal(long));
  expect(page.result.current.asks.stateOf(long)).toEqual({ kind: 'none' });
});

it('says before asking that a new learner asks after a day of practice, and the server refuses the same', async () => {
  const attemptId = await savedText(t, learner.userId);
  const page = writingPage();
  await waitFor(() => expect(page.result.current.asks.loaded).toBe(true));
  expect(page.result.current.asks.mayAsk).toBe(false);

  act(() => page.result.current.ask.send(attemptId, ''));
  await waitFor(() => expect(page.result.current.ask.outcome).toBe('refused'));
  expect(page.result.current.ask.refusal).toBe(TUTOR_MESSAGES.notYet);
  expect(page.result.current.asks.stateOf(attemptId)).toEqual({ kind: 'none' });
});

it('counts the texts open for tutors, so a third is not asked while two wait', async () => {
  await practised(t, learner.userId);
  const texts = [
    await savedText(t, learner.userId),
    await savedText(t, learner.userId),
    await savedText(t, learner.userId),
  ];
  const page = writingPage();
  await waitFor(() => expect(page.result.current.asks.loaded).toBe(true));
  for (const attemptId of texts.slice(0, 2)) {
    act(() => page.result.current.ask.send(attemptId, ''));
    await waitFor(() => expect(page.result.current.asks.stateOf(attemptId).kind).toBe('request'));
  }
  expect(page.result.current.asks).toMatchObject({ open: 2, canAskMore: false });
  // Asked anyway (another tab): the server's own words come back.
  act(() => page.result.current.ask.send(texts[2] ?? '', ''));
  await waitFor(() => expect(page.result.current.ask.refusal).toBe(TUTOR_MESSAGES.tooManyOpen));
});
