// @vitest-environment happy-dom
// The tutor's page against the real app: the queue (or the server's refusal,
// in its own words, for a learner who is not a tutor), taking a text, the
// answer sent to the learner and forgotten on this device, a text given back,
// a hold that ran out, and the reply to a follow-up question.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { SignedInUser } from '#src/domain/auth.ts';
import { type QueueQuery, TUTOR_MESSAGES, TUTOR_RULES, type TutorRequest } from '#src/domain/tutoring.ts';
import { createVolunteerTools } from '#src/server/features/admin/service.ts';
import { useClaimRequest } from '#src/web/features/tutoring/api/claim-request.ts';
import { useTutorQueue } from '#src/web/features/tutoring/api/get-queue.ts';
import { useSendReply } from '#src/web/features/tutoring/api/send-reply.ts';
import { useAnswerDraft } from '#src/web/features/tutoring/hooks/use-answer-draft.ts';
import { useAnswerSending } from '#src/web/features/tutoring/hooks/use-answer-sending.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { testClock } from '../../support/clock.ts';
import { browserNetwork, signUp } from '../writing/learner.tsx';
import { as, person, practised, savedText, signedInAt } from './people.tsx';

const clock = testClock(new Date().toISOString());
let t: TestApp;
let network: ReturnType<typeof browserNetwork>;
let tutor: SignedInUser;
beforeAll(async () => {
  t = await createTestApp('sqlite', {}, { now: clock.now });
});
beforeEach(async () => {
  network = browserNetwork(t);
  tutor = await signUp();
  await practised(t, tutor.userId);
  // Every test starts from an empty queue.
  await t.database.db.deleteFrom('tutor_comments').execute();
  await t.database.db.deleteFrom('tutor_reports').execute();
  await t.database.db.deleteFrom('tutor_requests').execute();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
afterAll(async () => {
  await t.close();
});

const makeTutor = async () =>
  expect(
    await createVolunteerTools({ db: t.database.db, actor: 'test volunteer' }).tutorRole('grant', tutor.email),
  ).toBe('done');

/** A learner who asked a tutor to read a text, with a question; the request's id. */
async function asked(question = 'Is my start polite?', cefr: string | null = 'A2') {
  const learner = await person(t);
  const attemptId = await savedText(t, learner.userId, { cefr });
  const request = await as(t, learner, 'POST', `/api/user/${learner.userId}/tutor-requests`, {
    id: crypto.randomUUID(),
    attemptId,
    question,
  });
  return { learner, requestId: request.id as string };
}

/** The tutor's page: the queue with its filters, taking a text, and answering the text held. */
function tutorPage(filters: QueueQuery = {}, wrapper = signedInAt(tutor, '/tutor')) {
  return renderHook(
    (props: { filters: QueueQuery }) => {
      const queue = useTutorQueue(props.filters);
      const claim = useClaimRequest();
      const reply = useSendReply();
      return { queue, claim, reply };
    },
    { wrapper, initialProps: { filters } },
  );
}

/** The text the tutor holds on the page now. */
function heldIn(page: ReturnType<typeof tutorPage>): TutorRequest {
  const held = page.result.current.queue.data?.claimed;
  if (!held) throw new Error('the tutor holds no text');
  return held;
}

/** The answer being written to a held text, as the held text's view uses it (on the same page: `wrapper`). */
function answering(request: TutorRequest, wrapper: ReturnType<typeof signedInAt>, onSent = vi.fn()) {
  return renderHook(
    () => {
      const draft = useAnswerDraft(tutor.userId, request);
      const sending = useAnswerSending(request.id, draft, 'It was not sent.', onSent);
      return { draft, sending };
    },
    { wrapper },
  );
}

it('shows a learner who is not a tutor the server’s reason, once, without a crash', async () => {
  const page = tutorPage();
  await waitFor(() => expect(page.result.current.queue.isError).toBe(true));
  expect(page.result.current.queue.error?.message).toBe(TUTOR_MESSAGES.notTutor);
  expect(network.calls.filter((c) => c.path === '/api/tutor/queue')).toHaveLength(1);
});

it('lists the texts waiting with their filters, and holds the one the tutor takes', async () => {
  await makeTutor();
  const { requestId } = await asked();
  await asked('', null);
  const page = tutorPage();
  await waitFor(() => expect(page.result.current.queue.data?.waiting).toHaveLength(2));
  expect(page.result.current.queue.data).toMatchObject({ waitingTotal: 2, claimed: null, answered: 0, thanks: 0 });
  expect(page.result.current.queue.data?.waiting[0]).toEqual({
    id: requestId,
    taskTitle: 'The heating is broken',
    mode: 'email-writing',
    level: 'A2',
    words: expect.any(Number),
    hasQuestion: true,
    waitingSince: expect.any(String),
  });

  page.rerender({ filters: { level: 'none' } });
  await waitFor(() => expect(page.result.current.queue.data?.waiting.map((w) => w.level)).toEqual([null]));
  page.rerender({ filters: {} });

  act(() => page.result.current.claim.mutate(requestId));
  await waitFor(() => expect(page.result.current.queue.data?.claimed?.id).toBe(requestId));
  const held = page.result.current.queue.data?.claimed;
  expect(held).toMatchObject({ learnerName: expect.stringMatching(/^Learner /), question: 'Is my start polite?' });
  expect(Date.parse(held?.claimedUntil ?? '') - clock.now()).toBeGreaterThan(TUTOR_RULES.claimMs - 60_000);
});

it('sends the answer to the learner, forgets it on this device, and counts it', async () => {
  await makeTutor();
  const { learner, requestId } = await asked();
  const wrapper = signedInAt(tutor, '/tutor');
  const page = tutorPage({}, wrapper);
  await waitFor(() => expect(page.result.current.queue.data).toBeDefined());
  await act(() => page.result.current.claim.mutateAsync(requestId));
  await waitFor(() => expect(page.result.current.queue.data?.claimed).not.toBeNull());
  const held = heldIn(page);

  const onSent = vi.fn();
  const answer = answering(held, wrapper, onSent);
  // Sent empty: the server's own words, before anything is sent.
  act(() => answer.result.current.sending.send());
  expect(answer.result.current.sending.problem).toBe(TUTOR_MESSAGES.overallEmpty);

  act(() => void answer.result.current.draft.addComment({ start: 0, end: 11, note: 'A polite start.', rewrite: '' }));
  act(() => answer.result.current.draft.setWentWell('Clear and polite.'));
  act(() => answer.result.current.draft.setToPractise('Since and for.'));
  expect(localStorage.length).toBe(1);
  act(() => answer.result.current.sending.send());
  await waitFor(() => expect(onSent).toHaveBeenCalled());
  expect(answer.result.current.sending.problem).toBeNull();
  expect(localStorage.length).toBe(0);

  await waitFor(() => expect(page.result.current.queue.data).toMatchObject({ claimed: null, answered: 1 }));
  const mine = await as(t, learner, 'GET', `/api/user/${learner.userId}/tutor-requests`);
  expect(mine.requests[0]).toMatchObject({
    status: 'answered',
    answer: {
      tutorName: tutor.name,
      comments: [{ start: 0, end: 11, note: 'A polite start.', rewrite: null }],
      wentWell: 'Clear and polite.',
      toPractise: 'Since and for.',
      suggestedLevel: null,
    },
  });
});

it('gives a text back to the queue and forgets the answer begun', async () => {
  await makeTutor();
  const { requestId } = await asked();
  const wrapper = signedInAt(tutor, '/tutor');
  const page = tutorPage({}, wrapper);
  await waitFor(() => expect(page.result.current.queue.data).toBeDefined());
  await act(() => page.result.current.claim.mutateAsync(requestId));
  await waitFor(() => expect(page.result.current.queue.data?.claimed).not.toBeNull());
  const answer = answering(heldIn(page), wrapper);
  act(() => answer.result.current.draft.setWentWell('Half written.'));

  act(() => answer.result.current.sending.giveBack());
  await waitFor(() => expect(page.result.current.queue.data?.claimed).toBeNull());
  expect(page.result.current.queue.data?.waiting.map((w) => w.id)).toEqual([requestId]);
  expect(localStorage.length).toBe(0);
});

it('says the time ran out when another tutor took the text after the hold ended, and keeps the answer here', async () => {
  await makeTutor();
  const { requestId } = await asked();
  const wrapper = signedInAt(tutor, '/tutor');
  const page = tutorPage({}, wrapper);
  await waitFor(() => expect(page.result.current.queue.data).toBeDefined());
  await act(() => page.result.current.claim.mutateAsync(requestId));
  await waitFor(() => expect(page.result.current.queue.data?.claimed).not.toBeNull());
  const answer = answering(heldIn(page), wrapper);
  act(() => answer.result.current.draft.setWentWell('Clear.'));
  act(() => answer.result.current.draft.setToPractise('Since and for.'));

  clock.advance(TUTOR_RULES.claimMs + 60_000);
  const other = await person(t, { tutor: true });
  await as(t, other, 'POST', `/api/tutor/requests/${requestId}/claim`, {});
  act(() => answer.result.current.sending.send());
  await waitFor(() => expect(answer.result.current.sending.problem).toBe(TUTOR_MESSAGES.claimLost));
  expect(localStorage.length).toBe(1);
});

it('sends the reply to a learner’s follow-up question, once', async () => {
  await makeTutor();
  const { learner, requestId } = await asked();
  const wrapper = signedInAt(tutor, '/tutor');
  const page = tutorPage({}, wrapper);
  await waitFor(() => expect(page.result.current.queue.data).toBeDefined());
  await act(() => page.result.current.claim.mutateAsync(requestId));
  await waitFor(() => expect(page.result.current.queue.data?.claimed).not.toBeNull());
  const answer = answering(heldIn(page), wrapper);
  act(() => answer.result.current.draft.setWentWell('Clear.'));
  act(() => answer.result.current.draft.setToPractise('Since and for.'));
  act(() => answer.result.current.sending.send());
  await waitFor(() => expect(answer.result.current.sending.sent).toBe(true));
  await as(t, learner, 'POST', `/api/user/${learner.userId}/tutor-requests/${requestId}/follow-up`, {
    question: 'Why "since"?',
  });

  await act(() => page.result.current.queue.refetch());
  await waitFor(() =>
    expect(page.result.current.queue.data?.followUps.map((r) => r.answer?.followUp?.question)).toEqual([
      'Why "since"?',
    ]),
  );
  await act(() => page.result.current.reply.mutateAsync({ requestId, reply: 'Since a moment in time.' }));
  await waitFor(() => expect(page.result.current.queue.data?.followUps).toEqual([]));
  act(() => page.result.current.reply.mutate({ requestId, reply: 'Again.' }));
  await waitFor(() => expect(page.result.current.reply.error?.message).toBe(TUTOR_MESSAGES.alreadyReplied));
});
