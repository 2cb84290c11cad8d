// @vitest-environment happy-dom
// The words marked in the English text: the story's own words in the vocabulary mode, the found target words
// while scanning, how each word was said in the pronunciation mode; none in the normal mode.
import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { StoredPassage } from '#src/domain/content.ts';
import type { ReadingMode } from '#src/domain/enums.ts';
import { paragraphsOf } from '#src/web/features/reading/components/PassageText.tsx';
import { useWordMarks } from '#src/web/features/reading/hooks/use-word-marks.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { fetchThroughApp } from '../../support/web-fetch.ts';
import { openStory, providers, signUp } from './learner.tsx';

let t: TestApp;
let story: StoredPassage;
beforeAll(async () => {
  t = await createTestApp('sqlite');
  vi.stubGlobal('fetch', fetchThroughApp(t.app));
  await signUp();
  story = await openStory('reading/early-learner/food/fx-food-one');
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

/** The words of the story at the marked token indices, as the learner sees them marked. */
function markedWords(marks: Map<number, string>): string[] {
  const words = new Map(paragraphsOf(story.text).flatMap((p) => p.tokens.map((tok) => [tok.index, tok.word] as const)));
  return [...marks.keys()].map((i) => words.get(i) ?? '?');
}

function renderMarks(mode: ReadingMode, found: Map<string, number> | null = null) {
  return renderHook(() => useWordMarks(story, mode, found), { wrapper: providers(null).wrapper });
}

it('marks the story’s own vocabulary words in the vocabulary mode', () => {
  const { result } = renderMarks('vocabulary');
  const words = markedWords(result.current.marks);
  // 'harvest' and 'festival' are the story's vocabulary; each of its 19 sentences has both.
  expect(new Set(words)).toEqual(new Set(['harvest', 'festival']));
  expect(words).toHaveLength(38);
  expect(new Set(result.current.marks.values())).toEqual(new Set(['vocabulary']));
});

it('marks nothing in the normal mode', () => {
  expect(renderMarks('normal').result.current.marks.size).toBe(0);
});

it('marks the target words found while scanning', () => {
  const { result } = renderMarks('strategies', new Map([['harvest', 1]]));
  expect([...result.current.marks]).toEqual([[1, 'found']]);
});

it('shows the pronunciation panel’s marks in the pronunciation mode', () => {
  const { result } = renderMarks('pronunciation');
  expect(result.current.marks.size).toBe(0);
  act(() => result.current.setPronunciation(new Map([[1, 'omitted']])));
  expect([...result.current.marks]).toEqual([[1, 'omitted']]);
});
