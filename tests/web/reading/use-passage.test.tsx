// @vitest-environment happy-dom
// Opening a story: by key, on arrival (one of the level and topic's), the sample when the server cannot be
// reached, and a story the server refuses.
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { usePassages } from '#src/web/features/reading/api/get-passages.ts';
import { usePassage } from '#src/web/features/reading/hooks/use-passage.ts';
import { readCache } from '#src/web/features/reading/passage-cache.ts';
import { SAMPLE_PASSAGE } from '#src/web/features/reading/sample-passage.ts';
import type { ReadingState } from '#src/web/features/reading/url-state.ts';
import { lastPractice } from '#src/web/lib/last-practice.ts';
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
  localStorage.clear();
  window.history.pushState(null, '', '/');
  appFetch = fetchThroughApp(t.app);
  vi.stubGlobal('fetch', appFetch);
});

const food = { level: 'early-learner', topic: 'food', mode: 'normal', lang: 'en', view: 'single' } as const;
const requests = () => appFetch.calls.map((c) => `${c.method} ${c.path}`);

function renderPassage(state: ReadingState & typeof food, user: Awaited<ReturnType<typeof signUp>> | null) {
  const update = vi.fn();
  const { wrapper } = providers(user);
  const view = renderHook(() => usePassage(state, update, usePassages(state.level, state.topic)), { wrapper });
  return { ...view, update };
}

it('opens the story the address names, keeps it on this device and as the last practice', async () => {
  const user = await signUp();
  appFetch.calls.length = 0;
  const key = 'reading/early-learner/food/fx-food-one';
  const { result } = renderPassage({ ...food, key }, user);
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.story?.title).toBe('Fixture fx-food-one'));
  expect(result.current.loading).toBe(false);
  expect(result.current.trouble).toBeNull();
  expect(requests()).toEqual([
    'GET /api/passages?level=early-learner&topic=food&limit=100',
    `GET /api/passage-content?key=${encodeURIComponent(key)}`,
  ]);
  expect(readCache('early-learner', 'food').map((c) => c.key)).toEqual([key]);
  // Kept for the Hub, whose address alone is sent it and can read it.
  expect(lastPractice(user.userId)).toBeNull();
  window.history.pushState(null, '', '/dashboard');
  expect(lastPractice(user.userId)).toMatchObject({
    kind: 'reading',
    path: `/reading?level=early-learner&topic=food&key=${encodeURIComponent(key)}`,
    title: 'Fixture fx-food-one',
  });
});

it('arriving without a story, opens one of the level and topic’s stories in place of the address', async () => {
  const user = await signUp();
  const { update } = renderPassage({ ...food, key: null }, user);
  await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  const [changes, replace] = update.mock.calls[0] ?? [];
  expect(['reading/early-learner/food/fx-food-one', 'reading/early-learner/food/fx-food-two']).toContain(changes.key);
  expect(replace).toBe(true);
});

it('says a story the server does not have could not be loaded, and shows no sample in its place', async () => {
  const user = await signUp();
  appFetch.calls.length = 0;
  const key = 'reading/early-learner/food/no-such-story';
  const { result } = renderPassage({ ...food, key }, user);
  await waitFor(() => expect(result.current.trouble).toBe('refused'));
  expect(result.current.passage.error).toMatchObject({ status: 404 });
  expect(result.current.story).toBeUndefined();
  // Asked twice (the app's one retry), then given up; nothing of it is kept on this device.
  expect(requests().filter((r) => r.includes('no-such-story'))).toHaveLength(2);
  expect(readCache('early-learner', 'food')).toEqual([]);
});

it('shows the built-in sample story, said so, when the server cannot be reached', async () => {
  const user = await signUp();
  // No answer at all, as a browser's fetch gives when the server is down: that cannot run here otherwise.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  const { result } = renderPassage({ ...food, key: 'reading/early-learner/food/fx-food-one' }, user);
  await waitFor(() => expect(result.current.story).toEqual(SAMPLE_PASSAGE));
  expect(result.current.trouble).toBe('server');
  // The sample is there for a failure, not to come back to.
  expect(readCache('early-learner', 'food')).toEqual([]);
  window.history.pushState(null, '', '/dashboard');
  expect(lastPractice(user.userId)).toBeNull();
});
