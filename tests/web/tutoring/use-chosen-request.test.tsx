// @vitest-environment happy-dom
// The learner's answers page against the real app: the answer chosen in the
// address is marked read once (the Hub stops saying a tutor answered), and
// thanks, one more question and reports come back in the request itself.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { SignedInUser } from '#src/domain/auth.ts';
import { TUTOR_MESSAGES } from '#src/domain/tutoring.ts';
import { useAskFollowUp } from '#src/web/features/tutoring/api/ask-follow-up.ts';
import { useReportAnswer } from '#src/web/features/tutoring/api/report-answer.ts';
import { useThankTutor } from '#src/web/features/tutoring/api/thank-tutor.ts';
import { useChosenRequest } from '#src/web/features/tutoring/hooks/use-chosen-request.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { browserNetwork, signUp } from '../writing/learner.tsx';
import { answered, as, person, practised, savedText, signedInAt } from './people.tsx';

let t: TestApp;
let network: ReturnType<typeof browserNetwork>;
let learner: SignedInUser;
let requestId: string;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
beforeEach(async () => {
  network = browserNetwork(t);
  learner = await signUp();
  await practised(t, learner.userId);
  const attemptId = await savedText(t, learner.userId);
  const asked = await fetch(`/api/user/${learner.userId}/tutor-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: crypto.randomUUID(), attemptId, question: 'Is my start polite?' }),
  });
  requestId = (await asked.json()).id;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
afterAll(async () => {
  await t.close();
});

/** /tutor-answers with the request chosen in its address, and the answer's actions. */
function answersPage(address = `/tutor-answers?request=${requestId}`) {
  return renderHook(
    () => ({
      page: useChosenRequest(learner.userId),
      thank: useThankTutor(learner.userId),
      followUp: useAskFollowUp(learner.userId),
      report: useReportAnswer(learner.userId),
    }),
    { wrapper: signedInAt(learner, address) },
  );
}

const seenCalls = () => network.calls.filter((c) => c.path.endsWith(`/${requestId}/seen`));

it('opens the answer chosen in the address and tells the server once that it was read', async () => {
  const tutor = await person(t, { tutor: true });
  await answered(t, requestId, tutor);
  const view = answersPage();
  await waitFor(() => expect(view.result.current.page.chosen?.seen).toBe(true));
  expect(view.result.current.page.chosen).toMatchObject({
    id: requestId,
    status: 'answered',
    answer: { tutorName: tutor.username, wentWell: 'Your e-mail is clear and polite.', thanked: false },
  });
  expect(seenCalls()).toEqual([
    { method: 'POST', path: `/api/user/${learner.userId}/tutor-requests/${requestId}/seen` },
  ]);
  view.rerender();
  expect(seenCalls()).toHaveLength(1);
});

it('tells the server nothing about a text no tutor has answered, nor when no request is chosen', async () => {
  const view = answersPage();
  await waitFor(() => expect(view.result.current.page.chosen).toMatchObject({ status: 'waiting', seen: false }));
  cleanup();
  const list = answersPage('/tutor-answers');
  await waitFor(() => expect(list.result.current.page.requests.data?.requests).toHaveLength(1));
  expect(list.result.current.page).toMatchObject({ chosenId: null, chosen: null });
  expect(seenCalls()).toEqual([]);
});

it('thanks the tutor once, asks one more question once, and shows the tutor’s reply', async () => {
  const tutor = await person(t, { tutor: true });
  await answered(t, requestId, tutor);
  const view = answersPage();
  await waitFor(() => expect(view.result.current.page.chosen?.seen).toBe(true));

  await act(() => view.result.current.thank.mutateAsync(requestId));
  await waitFor(() => expect(view.result.current.page.chosen?.answer?.thanked).toBe(true));

  await act(() => view.result.current.followUp.mutateAsync({ requestId, question: 'Why "has been"?' }));
  await waitFor(() =>
    expect(view.result.current.page.chosen?.answer?.followUp).toMatchObject({
      question: 'Why "has been"?',
      reply: null,
    }),
  );
  act(() => view.result.current.followUp.mutate({ requestId, question: 'And another?' }));
  await waitFor(() => expect(view.result.current.followUp.error?.message).toBe(TUTOR_MESSAGES.followUpOnce));

  await as(t, tutor, 'POST', `/api/tutor/requests/${requestId}/reply`, { reply: 'It started in the past.' });
  await act(() => view.result.current.page.requests.refetch());
  await waitFor(() => expect(view.result.current.page.chosen?.answer?.followUp?.reply).toBe('It started in the past.'));
});

it('reports a comment and the overall note: they come back as reported, and once is enough', async () => {
  const tutor = await person(t, { tutor: true });
  const { answer } = await answered(t, requestId, tutor);
  const commentId: string = answer.comments[0].id;
  const view = answersPage();
  await waitFor(() => expect(view.result.current.page.chosen?.seen).toBe(true));

  await act(() => view.result.current.report.mutateAsync({ requestId, commentId, note: 'It is unkind.' }));
  // The server no longer sends a reported comment's words: only its id, as reported.
  await waitFor(() => expect(view.result.current.page.chosen?.reported).toEqual([commentId]));
  expect(view.result.current.page.chosen?.answer?.comments).toEqual([]);
  await act(() => view.result.current.report.mutateAsync({ requestId, commentId: 'note', note: '' }));
  await waitFor(() => expect(view.result.current.page.chosen?.reported).toEqual([commentId, 'note']));
  expect(view.result.current.page.chosen?.answer).toMatchObject({ wentWell: '', toPractise: '' });

  act(() => view.result.current.report.mutate({ requestId, commentId, note: '' }));
  await waitFor(() => expect(view.result.current.report.error?.message).toBe(TUTOR_MESSAGES.alreadyReported));
});
