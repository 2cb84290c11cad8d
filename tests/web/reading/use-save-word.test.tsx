// @vitest-environment happy-dom
// Saving a word to 'My words': the word the server keeps, marked as added here; a word it refuses, said so.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { useSaveWord } from '#src/web/features/reading/hooks/use-save-word.ts';
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

const harvest = {
  word: 'harvest',
  definition: 'the time when crops are gathered',
  sentence: 'We picked apples at harvest.',
};

it('saves the word to the learner’s list and marks it added', async () => {
  const user = await signUp();
  await openStory('reading/early-learner/food/fx-food-one');
  appFetch.calls.length = 0;
  const { result } = renderHook(() => useSaveWord(), { wrapper: providers(user).wrapper });
  act(() => result.current.save(harvest));
  // The server reads its word data on the first word it checks (a second or two here): a wider bound, no sleep.
  await waitFor(() => expect(result.current.saved).toEqual(['harvest']), { timeout: 15_000 });
  expect(result.current.failed).toBe(false);
  expect(result.current.saving).toBe(false);
  expect(appFetch.calls).toEqual([{ method: 'POST', path: `/api/user/${user.userId}/words` }]);
  const list = await apiFetch<{ words: { word: string; definition: string }[] }>(`/api/user/${user.userId}/words`);
  expect(list.words).toEqual([expect.objectContaining({ word: 'harvest', definition: harvest.definition })]);
});

it('says the saving failed when the server refuses the word, and marks nothing added', async () => {
  const user = await signUp();
  const { result } = renderHook(() => useSaveWord(), { wrapper: providers(user).wrapper });
  act(() => result.current.save({ ...harvest, word: 'harvest time' }));
  await waitFor(() => expect(result.current.failed).toBe(true));
  expect(result.current.saved).toEqual([]);
  const list = await apiFetch<{ words: unknown[] }>(`/api/user/${user.userId}/words`);
  expect(list.words).toEqual([]);
});
