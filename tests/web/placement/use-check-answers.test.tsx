// @vitest-environment happy-dom
// The reading check's answers are kept on this device as they are given: a
// reload or a later visit goes on at the text where the learner stopped, and
// answers to texts the check no longer holds are dropped.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, it, onTestFinished, vi } from 'vitest';
import type { PublicPlacementCheck } from '#src/domain/placement.ts';
import { useCheckAnswers } from '#src/web/features/placement/hooks/use-check-answers.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const checkOf = (...ids: string[]): PublicPlacementCheck => ({
  texts: ids.map((id) => ({
    id,
    title: `The ${id} text`,
    text: `A ${id} text to read.`,
    questions: [1, 2].map((n) => ({ question: `Question ${n}?`, options: ['one', 'two', 'three', 'four'] })),
  })),
});
const check = checkOf('easy', 'middle', 'hard');

/** The page opened by a learner; `shown` is null while the check is still loading. */
const visit = (userId = 'learner-1', shown: PublicPlacementCheck | null = check) =>
  renderHook((props: { check: PublicPlacementCheck | null }) => useCheckAnswers(userId, props.check ?? undefined), {
    initialProps: { check: shown },
  });

it('opens the next text when both questions are answered, and says when the check is complete', () => {
  const page = visit();
  expect(page.result.current).toMatchObject({ index: 0, resumedAt: null });
  let step = { textDone: true, checkDone: true };
  act(() => {
    step = page.result.current.choose(1, 3);
  });
  expect(step).toMatchObject({ textDone: false, checkDone: false });
  act(() => {
    step = page.result.current.choose(0, 2);
  });
  expect(step).toMatchObject({ textDone: true, checkDone: false });
  expect(page.result.current.index).toBe(1);
  for (const text of [1, 2])
    for (const question of [0, 1])
      act(() => {
        step = page.result.current.choose(question, text);
      });
  expect(step).toMatchObject({
    textDone: true,
    checkDone: true,
    next: [
      [2, 3],
      [1, 1],
      [2, 2],
    ],
  });
  expect(page.result.current.index).toBe(2);
});

it('goes on after a reload at the text where the learner stopped, with the answers given', () => {
  const first = visit();
  act(() => first.result.current.choose(0, 1));
  act(() => first.result.current.choose(1, 0));
  act(() => first.result.current.choose(0, 3));
  first.unmount();

  const back = visit();
  expect(back.result.current).toMatchObject({ index: 1, resumedAt: 1 });
  expect(back.result.current.choices).toEqual([
    [1, 0],
    [3, null],
    [null, null],
  ]);
  // The half-answered text keeps its answer: one more tap opens the third.
  act(() => back.result.current.choose(1, 2));
  expect(back.result.current.index).toBe(2);
});

it('waits for the check before going on, and keeps each learner’s answers apart', () => {
  const first = visit('ana');
  act(() => first.result.current.choose(0, 1));
  act(() => first.result.current.choose(1, 1));
  first.unmount();

  const loading = visit('ana', null);
  expect(loading.result.current.index).toBe(0);
  loading.rerender({ check });
  expect(loading.result.current).toMatchObject({ index: 1, resumedAt: 1 });
  expect(visit('ben').result.current).toMatchObject({ index: 0, resumedAt: null });
});

it('starts at text 1 when the check’s texts changed, when asked to start again, and once it was scored', () => {
  const first = visit();
  act(() => first.result.current.choose(0, 1));
  act(() => first.result.current.choose(1, 1));
  first.unmount();
  expect(visit('learner-1', checkOf('easy', 'other', 'hard')).result.current).toMatchObject({
    index: 0,
    resumedAt: null,
  });
  expect(visit().result.current.index).toBe(0);

  const again = visit();
  act(() => again.result.current.choose(0, 1));
  act(() => again.result.current.choose(1, 1));
  act(() => again.result.current.restart());
  expect(again.result.current).toMatchObject({ index: 0, choices: [] });
  again.unmount();
  expect(visit().result.current.index).toBe(0);

  const scored = visit();
  act(() => scored.result.current.choose(0, 1));
  act(() => scored.result.current.choose(1, 1));
  act(() => scored.result.current.finished());
  scored.unmount();
  expect(visit().result.current.index).toBe(0);
});

it('starts at text 1 when what this device kept cannot be read', () => {
  // What the page tells the console about the unreadable copy is expected here: read, not printed.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  onTestFinished(() => warn.mockRestore());
  localStorage.setItem('placement-answers:learner-1', '{"texts": ["easy"');
  expect(visit().result.current.index).toBe(0);
  localStorage.setItem(
    'placement-answers:learner-1',
    JSON.stringify({ texts: ['easy', 'middle', 'hard'], choices: 'no' }),
  );
  expect(visit().result.current.index).toBe(0);
  expect(warn).toHaveBeenCalledWith('Local storage is not available', expect.any(SyntaxError));
});
