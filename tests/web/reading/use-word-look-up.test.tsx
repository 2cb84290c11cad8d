// @vitest-environment happy-dom
// Looking a word up: a tap (or a typed word) opens its meaning, which asks the dictionary; while scanning for
// target words, a tap on one counts as finding it and asks nothing.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { ReadingMode } from '#src/domain/enums.ts';
import { useWordLookUp } from '#src/web/features/reading/hooks/use-word-look-up.ts';
import { useWordMeaning } from '#src/web/features/reading/hooks/use-word-meaning.ts';
import { apiFetch } from '#src/web/lib/api.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { type AppFetch, fetchThroughApp } from '../../support/web-fetch.ts';
import { openStory, providers, signUp } from './learner.tsx';

const key = 'reading/early-learner/food/fx-food-one';
const sentence = 'The harvest festival in our town brings families together every autumn with music and bread.';

let t: TestApp;
let appFetch: AppFetch;
beforeAll(async () => {
  t = await createTestApp('sqlite');
  // The dictionary reads WordNet and the story's senses on its first question (seconds): asked once here,
  // so each test's answer is quick.
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

/** The screen's look-up and the meaning dialog it opens, wired as the screen wires them. */
async function renderLookUp(mode: ReadingMode) {
  const user = await signUp();
  await openStory(key);
  appFetch.calls.length = 0;
  return renderHook(
    () => {
      const lookUp = useWordLookUp(mode);
      return { lookUp, meaning: useWordMeaning(lookUp.word, key) };
    },
    { wrapper: providers(user).wrapper },
  );
}

it('a tapped word opens its meaning, asked for in its sentence and story', async () => {
  const { result } = await renderLookUp('normal');
  act(() => result.current.lookUp.tap('en', 'harvest', sentence, 1, sentence));
  expect(result.current.lookUp.word).toEqual({ word: 'harvest', lang: 'en', sentence, paragraph: sentence });
  await waitFor(() => expect(result.current.meaning.first?.definition).toBeTruthy());
  const query = new URLSearchParams({ lang: 'en', passageKey: key, translate: 'fr', sentence });
  expect(appFetch.calls).toEqual([{ method: 'GET', path: `/api/dictionary/harvest?${query}` }]);
  act(() => result.current.lookUp.close());
  expect(result.current.lookUp.word).toBeNull();
});

it('a typed word is looked up without a sentence; a blank one opens nothing', async () => {
  const { result } = await renderLookUp('normal');
  act(() => result.current.lookUp.setTyped('   '));
  act(() => result.current.lookUp.lookUpTyped());
  expect(result.current.lookUp.word).toBeNull();
  act(() => result.current.lookUp.setTyped(' bread '));
  act(() => result.current.lookUp.lookUpTyped());
  expect(result.current.lookUp.word).toEqual({ word: 'bread', lang: 'en', sentence: '', paragraph: '' });
  await waitFor(() => expect(result.current.meaning.dictionary.isSuccess).toBe(true));
  const query = new URLSearchParams({ lang: 'en', passageKey: key, translate: 'fr' });
  expect(appFetch.calls).toEqual([{ method: 'GET', path: `/api/dictionary/bread?${query}` }]);
});

it('while scanning, a tapped target word counts as found and asks the dictionary nothing', async () => {
  const { result } = await renderLookUp('strategies');
  act(() => result.current.lookUp.startScan(['harvest', 'festival']));
  act(() => result.current.lookUp.tap('en', 'Harvest', sentence, 1, sentence));
  expect(result.current.lookUp.word).toBeNull();
  expect([...(result.current.lookUp.scan?.found ?? [])]).toEqual([['harvest', 1]]);
  // A word that is not a target opens its meaning as usual.
  act(() => result.current.lookUp.tap('en', 'bread', sentence, 14, sentence));
  expect(result.current.lookUp.word?.word).toBe('bread');
  await waitFor(() => expect(appFetch.calls).toHaveLength(1));
});

it('outside the strategies mode a target word opens its meaning instead of counting', async () => {
  const { result } = await renderLookUp('vocabulary');
  act(() => result.current.lookUp.startScan(['harvest']));
  act(() => result.current.lookUp.tap('en', 'harvest', sentence, 1, sentence));
  expect(result.current.lookUp.scan?.found.size).toBe(0);
  expect(result.current.lookUp.word?.word).toBe('harvest');
});
