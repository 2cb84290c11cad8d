// @vitest-environment happy-dom
// Asking for another story: streamed from the server, opened, and said where it came from; or why none came.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#src/domain/auth.ts';
import { usePassages } from '#src/web/features/reading/api/get-passages.ts';
import { useNewStory } from '#src/web/features/reading/hooks/use-new-story.ts';
import { en } from '#src/web/i18n/en.ts';
import { format } from '#src/web/i18n/index.tsx';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { type AppFetch, fetchThroughApp } from '../../support/web-fetch.ts';
import { providers, signUp } from './learner.tsx';

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

const current = 'reading/early-learner/food/fx-food-one';
const state = {
  level: 'early-learner',
  topic: 'food',
  key: current,
  mode: 'normal',
  lang: 'en',
  view: 'single',
} as const;

it('without an AI service, finds the next library story, opens it and says where it came from', async () => {
  const user = await signUp();
  appFetch.calls.length = 0;
  const update = vi.fn();
  const { result, rerender } = renderHook((props: typeof state) => useNewStory(props, update), {
    wrapper: providers(user).wrapper,
    initialProps: state,
  });
  await act(() => result.current.create());
  expect(appFetch.calls).toEqual([{ method: 'POST', path: '/api/generate-passage/stream' }]);
  expect(update).toHaveBeenCalledTimes(1);
  const [opened] = update.mock.calls[0] ?? [];
  expect(opened).toEqual({ key: 'reading/early-learner/food/fx-food-two', lang: 'en', view: 'single' });
  expect(result.current.streaming).toBeNull();
  expect(result.current.error).toBeNull();
  // Said while that story is on screen (the address names it), not about the one before.
  expect(result.current.notice).toBeNull();
  rerender({ ...state, key: opened.key });
  expect(result.current.notice).toBe(en.reading.fromLibrary.next);
});

it('does not fetch the list of stories again for a library story, which is in it already', async () => {
  const user = await signUp();
  const update = vi.fn();
  const { result } = renderHook(
    () => ({ list: usePassages('early-learner', 'food'), story: useNewStory(state, update) }),
    { wrapper: providers(user).wrapper },
  );
  await waitFor(() => expect(result.current.list.data?.passages.map((p) => p.key)).toContain(current));
  appFetch.calls.length = 0;
  await act(() => result.current.story.create());
  const [opened] = update.mock.calls[0] ?? [];
  expect(result.current.list.data?.passages.map((p) => p.key)).toContain(opened.key);
  expect(appFetch.calls).toEqual([{ method: 'POST', path: '/api/generate-passage/stream' }]);
});

it('says what the learner asked for when no library story matches it', async () => {
  const user = await signUp();
  const update = vi.fn();
  const { result, rerender } = renderHook((props: typeof state) => useNewStory(props, update), {
    wrapper: providers(user).wrapper,
    initialProps: state,
  });
  act(() => result.current.setRequest('a dragon on the moon'));
  await act(() => result.current.create());
  const [opened] = update.mock.calls[0] ?? [];
  rerender({ ...state, key: opened.key });
  expect(result.current.notice).toBe(format(en.reading.fromLibrary.noMatch, { request: 'a dragon on the moon' }));
});

it('says the server’s reason when it refuses, and opens nothing', async () => {
  // Signed out on the server (the session ended) while the page still shows the story.
  const update = vi.fn();
  const { result } = renderHook(() => useNewStory(state, update), { wrapper: providers(null).wrapper });
  await act(() => result.current.create());
  await waitFor(() => expect(result.current.error).toBe(AUTH_MESSAGES.notSignedIn));
  expect(result.current.streaming).toBeNull();
  expect(update).not.toHaveBeenCalled();
  expect(appFetch.calls).toEqual([{ method: 'POST', path: '/api/generate-passage/stream' }]);
});
