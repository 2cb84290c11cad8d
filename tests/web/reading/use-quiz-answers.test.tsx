// @vitest-environment happy-dom
// Answering the story's questions: the reading and the answers go to the server, the moment after says what
// they added, and a good score suggests the same story one level up.
import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ACTIVITY_MESSAGES } from '#src/domain/activity.ts';
import type { SignedInUser } from '#src/domain/auth.ts';
import type { StoredPassage } from '#src/domain/content.ts';
import type { ProfileResponse } from '#src/domain/progress-api.ts';
import type { FamilyMember } from '#src/domain/story-families.ts';
import { useProfile } from '#src/web/features/progress/index.ts';
import { useQuizAnswers } from '#src/web/features/reading/hooks/use-quiz-answers.ts';
import { useReadingSession } from '#src/web/features/reading/hooks/use-reading-session.ts';
import { flushActivity } from '#src/web/lib/activity.ts';
import { apiFetch } from '#src/web/lib/api.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { type AppFetch, fetchThroughApp } from '../../support/web-fetch.ts';
import { openStory, providers, signUp } from './learner.tsx';

let t: TestApp;
let appFetch: AppFetch;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});
beforeEach(() => {
  appFetch = fetchThroughApp(t.app);
  vi.stubGlobal('fetch', appFetch);
});

const key = 'reading/early-learner/food/fx-food-one';
const upOneLevel: FamilyMember = {
  key: 'reading/intermediate/food/fx-food-one',
  level: 'intermediate',
  title: 'Up',
  read: false,
};
const right = [0, 0, 0, 0, 0];
const wrong = [1, 1, 1, 1, 1];

/** The screen's wiring: the profile kept loaded (the totals before), the reading session, the quiz. */
function renderQuiz(user: SignedInUser | null, story: StoredPassage, members: FamilyMember[] = []) {
  let at = Date.now();
  const now = () => at;
  const view = renderHook(
    () => {
      const profile = useProfile(user?.userId ?? '', !!user);
      const finish = useReadingSession(story, 'normal', now);
      return { profile, quiz: useQuizAnswers(story, members, finish) };
    },
    { wrapper: providers(user).wrapper },
  );
  // The learner reads for two minutes before answering.
  at += 120_000;
  return view;
}

it('sends the reading, then the answers, and shows what they added from the server’s totals', async () => {
  const user = await signUp();
  const story = await openStory(key);
  appFetch.calls.length = 0;
  const { result } = renderQuiz(user, story, [upOneLevel]);
  await vi.waitFor(() => expect(result.current.profile.data).toBeDefined());
  act(() => result.current.quiz.setOpen(true));
  act(() => result.current.quiz.submit(right));
  expect(result.current.quiz.reward).toEqual({ state: 'saving' });
  // The browser has no key: the result is the server's check (decision 033).
  expect(result.current.quiz.result).toBeNull();
  await vi.waitFor(() => expect(result.current.quiz.reward?.state).toBe('counted'));
  expect(result.current.quiz.result).toMatchObject({ correct: 5, total: 5 });
  expect(result.current.quiz.result?.questions[0]).toMatchObject({ chosen: 0, right: true, correctAnswer: 0 });
  // 100 %: the same story one level up is suggested (decision 021).
  expect(result.current.quiz.nextLevel).toEqual(upOneLevel);
  const after = await apiFetch<ProfileResponse>(`/api/user/${user.userId}/profile`);
  expect(result.current.quiz.reward).toEqual({
    state: 'counted',
    facts: expect.objectContaining({
      xp: after.summary.points,
      minutesToday: 2,
      streak: 1,
      streakStarted: true,
      levelUp: null,
    }),
  });
  expect(after.summary.points).toBeGreaterThan(0);
  const activity = `/api/user/${user.userId}/activity`;
  expect(appFetch.calls.map((c) => `${c.method} ${c.path.replace(/\?.*/, '')}`)).toEqual([
    `GET /api/user/${user.userId}/profile`,
    // The reading and the answers leave in one batch from the outbox, the reading first.
    `POST ${activity}`,
    `GET /api/user/${user.userId}/profile`,
    `GET /api/user/${user.userId}/profile`,
  ]);
});

it('suggests no harder story after a low score', async () => {
  const user = await signUp();
  const story = await openStory(key);
  const { result } = renderQuiz(user, story, [upOneLevel]);
  act(() => result.current.quiz.submit(wrong));
  await vi.waitFor(() => expect(result.current.quiz.reward?.state).toBe('counted'));
  expect(result.current.quiz.result).toMatchObject({ correct: 0, total: 5 });
  expect(result.current.quiz.nextLevel).toBeNull();
});

it('says the server’s reason when it refuses the answers (the quiz already counted today)', async () => {
  const user = await signUp();
  const story = await openStory(key);
  const first = renderQuiz(user, story);
  act(() => first.result.current.quiz.submit(right));
  await vi.waitFor(() => expect(first.result.current.quiz.reward?.state).toBe('counted'));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const again = renderQuiz(user, story);
  act(() => again.result.current.quiz.submit(right));
  await vi.waitFor(() =>
    expect(again.result.current.quiz.reward).toEqual({ state: 'refused', message: ACTIVITY_MESSAGES.quizAlready }),
  );
  // Not counted again, but checked: the learner sees their answers' result.
  expect(again.result.current.quiz.result).toMatchObject({ correct: 5, total: 5 });
  warn.mockRestore();
});

it('sends nothing and shows no reward or result for a learner who is not signed in (no key to check against)', async () => {
  await signUp();
  const story = await openStory(key);
  appFetch.calls.length = 0;
  const { result } = renderQuiz(null, story, [upOneLevel]);
  act(() => result.current.quiz.submit(right));
  expect(result.current.quiz.reward).toBeNull();
  expect(result.current.quiz.result).toBeNull();
  expect(result.current.quiz.nextLevel).toBeNull();
  expect(appFetch.calls).toEqual([]);
});

it('shows the result of answers given offline when the outbox delivers them', async () => {
  const user = await signUp();
  const story = await openStory(key);
  const { result } = renderQuiz(user, story, [upOneLevel]);
  await vi.waitFor(() => expect(result.current.profile.data).toBeDefined());
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  act(() => result.current.quiz.submit(right));
  await vi.waitFor(() => expect(result.current.quiz.reward).toEqual({ state: 'waiting' }));
  expect(result.current.quiz.result).toBeNull();
  // Back online: the outbox sends what waited, and the result and the reward arrive.
  vi.stubGlobal('fetch', appFetch);
  await act(() => flushActivity(user.userId));
  await vi.waitFor(() => expect(result.current.quiz.reward?.state).toBe('counted'));
  expect(result.current.quiz.result).toMatchObject({ correct: 5, total: 5 });
  expect(result.current.quiz.nextLevel).toEqual(upOneLevel);
  warn.mockRestore();
});
