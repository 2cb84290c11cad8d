// @vitest-environment happy-dom
// The time read on a story, sent once when the learner finishes it, and counted by the real server.
import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import type { SignedInUser } from '#src/domain/auth.ts';
import type { StoredPassage } from '#src/domain/content.ts';
import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { countWords } from '#src/domain/text.ts';
import { useReadingSession } from '#src/web/features/reading/hooks/use-reading-session.ts';
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
/** What the server counted of this learner's reading, from their profile. */
async function counted(user: SignedInUser) {
  const { stats } = (await apiFetch<ProfileResponse>(`/api/user/${user.userId}/profile`)).summary;
  return { sessions: stats.totalReadingSessions, seconds: stats.totalReadingTime, words: stats.totalWordsRead };
}

/** The page's clock, moved on by the test instead of waiting. */
function pageClock() {
  let at = Date.now();
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

it('sends the time since the story opened once the learner finishes, once, and the server counts it', async () => {
  const user = await signUp();
  const story = await openStory(key);
  appFetch.calls.length = 0;
  const clock = pageClock();
  const { result } = renderHook(() => useReadingSession(story, 'normal', clock.now), {
    wrapper: providers(user).wrapper,
  });
  clock.advance(150_000);
  await act(async () => result.current());
  // Finishing again (the voice reached the end after the quiz) sends nothing more.
  await act(async () => result.current());
  await vi.waitFor(() => expect(appFetch.calls).toHaveLength(1));
  expect(appFetch.calls).toEqual([{ method: 'POST', path: `/api/user/${user.userId}/activity` }]);
  await vi.waitFor(async () =>
    expect(await counted(user)).toEqual({ sessions: 1, seconds: 150, words: countWords(story.text) }),
  );
});

it('sends the seconds the voice timed when it reached the end', async () => {
  const user = await signUp();
  const story = await openStory(key);
  const { result } = renderHook(() => useReadingSession(story, 'silent', Date.now), {
    wrapper: providers(user).wrapper,
  });
  await act(async () => result.current(120));
  await vi.waitFor(async () => expect(await counted(user)).toMatchObject({ sessions: 1, seconds: 120 }));
});

it('a new story on screen starts its time again and can be finished again', async () => {
  const user = await signUp();
  const first = await openStory(key);
  const second = await openStory('reading/early-learner/food/fx-food-two');
  // The device's clock moves with the page's: readings are stamped when they end, and two that end a moment apart
  // after 50 and 55 seconds would overlap, which the server refuses (decision 033).
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const clock = {
    now: () => Date.now(),
    advance: (ms: number) => {
      vi.setSystemTime(Date.now() + ms);
    },
  };
  const { result, rerender } = renderHook((story: StoredPassage) => useReadingSession(story, 'normal', clock.now), {
    wrapper: providers(user).wrapper,
    initialProps: first,
  });
  clock.advance(50_000);
  await act(async () => result.current());
  await vi.waitFor(async () => expect(await counted(user)).toMatchObject({ sessions: 1 }));
  rerender(second);
  clock.advance(55_000);
  await act(async () => result.current());
  // 50 s, then 55 s from when the second story came (not 105 s from the first).
  await vi.waitFor(async () => expect(await counted(user)).toMatchObject({ sessions: 2, seconds: 105 }));
});

it('a reading the server refuses (too quick for the story’s words) counts nothing', async () => {
  const user = await signUp();
  const story = await openStory(key);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { result } = renderHook(() => useReadingSession(story, 'normal', Date.now), {
    wrapper: providers(user).wrapper,
  });
  await act(async () => result.current(5));
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('The server refused a progress event', expect.anything()));
  warn.mockRestore();
  expect(await counted(user)).toEqual({ sessions: 0, seconds: 0, words: 0 });
});

it('sends nothing for a learner who is not signed in', async () => {
  const { result } = renderHook(() => useReadingSession(undefined, 'normal', Date.now), {
    wrapper: providers(null).wrapper,
  });
  await act(async () => result.current(120));
  expect(appFetch.calls).toEqual([]);
});
