// @vitest-environment happy-dom
// The meaning of a looked-up word: the dictionary's answer in the learner's language, and a failed look-up.
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { LookUp } from '#src/web/features/reading/hooks/use-word-look-up.ts';
import { useWordMeaning } from '#src/web/features/reading/hooks/use-word-meaning.ts';
import { loadLocale } from '#src/web/i18n/index.tsx';
import { apiFetch } from '#src/web/lib/api.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { type AppFetch, fetchThroughApp } from '../../support/web-fetch.ts';
import { providers, signUp } from './learner.tsx';

const key = 'reading/early-learner/food/fx-food-one';
const sentence = 'The harvest festival in our town brings families together every autumn with music and bread.';
const bread: LookUp = { word: 'bread', lang: 'en', sentence, paragraph: sentence };

let t: TestApp;
let appFetch: AppFetch;
beforeAll(async () => {
  t = await createTestApp('sqlite');
  // The dictionary reads WordNet and the story's senses on its first question (seconds): asked once here.
  vi.stubGlobal('fetch', fetchThroughApp(t.app));
  await signUp();
  await apiFetch(`/api/dictionary/music?${new URLSearchParams({ lang: 'en', passageKey: key, sentence })}`);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});
beforeEach(() => {
  appFetch = fetchThroughApp(t.app);
  vi.stubGlobal('fetch', appFetch);
});

it('asks nothing until a word is looked up', async () => {
  const user = await signUp();
  appFetch.calls.length = 0;
  const { result } = renderHook(() => useWordMeaning(null, key), { wrapper: providers(user).wrapper });
  expect(result.current.first).toBeUndefined();
  expect(appFetch.calls).toEqual([]);
});

it('gives the meaning that fits, the others, and the French word; no AI service is asked without one', async () => {
  const user = await signUp();
  appFetch.calls.length = 0;
  const { result } = renderHook(() => useWordMeaning(bread, key), { wrapper: providers(user).wrapper });
  await waitFor(() => expect(result.current.dictionary.isSuccess).toBe(true));
  expect(result.current.dictionary.data).toMatchObject({ lemma: 'bread', language: 'en', aiGloss: false });
  expect(result.current.first?.definition).toMatch(/\w/);
  expect([result.current.first, ...result.current.others]).toEqual(result.current.dictionary.data?.definitions);
  // An English interface: the learner's other language is French, and no own-language words are shown.
  expect(result.current.own).toBeNull();
  expect(result.current.aiFrench).toBeNull();
  expect(appFetch.calls.map((c) => c.path.split('?')[0])).toEqual(['/api/dictionary/bread']);
});

it('asks for the words in the interface’s language (Spanish)', async () => {
  await loadLocale('es');
  const user = await signUp();
  appFetch.calls.length = 0;
  const { result } = renderHook(() => useWordMeaning(bread, key), { wrapper: providers(user, 'es').wrapper });
  await waitFor(() => expect(result.current.dictionary.isSuccess).toBe(true));
  expect(new URL(appFetch.calls[0]?.path ?? '', 'http://x').searchParams.get('translate')).toBe('es');
});

it('a look-up the server refuses fails once, without a retry, for the dialog’s “Try again”', async () => {
  const user = await signUp();
  // The session ends on the server while the story is on screen.
  await apiFetch('/api/session/logout', { method: 'POST', body: {} });
  appFetch.calls.length = 0;
  const { result } = renderHook(() => useWordMeaning(bread, key), { wrapper: providers(user).wrapper });
  await waitFor(() => expect(result.current.dictionary.isError).toBe(true));
  expect(result.current.dictionary.error).toMatchObject({ status: 401 });
  expect(result.current.first).toBeUndefined();
  expect(appFetch.calls).toHaveLength(1);
});
