// @vitest-environment happy-dom
// The words a tutor selects in the learner's text, read as whole words
// whichever way they were selected, the text kept as it is, and the selection
// collapsed once a comment took it; and the minutes left of a hold.
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useMinutesLeft } from '#src/web/features/tutoring/hooks/use-minutes-left.ts';
import { useWordSelection } from '#src/web/features/tutoring/hooks/use-word-selection.ts';

const TEXT = 'I has went to the shop, and I buyed apples.';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.replaceChildren();
});

type Selection = ReturnType<typeof useWordSelection>;

/** The box as the held text's view puts it, handing its hook to the test. */
function HeldBox({ onHook }: { onHook: (selection: Selection) => void }) {
  const selection = useWordSelection(TEXT);
  onHook(selection);
  return <textarea ref={selection.box} aria-readonly="true" inputMode="none" value={TEXT} onChange={() => {}} />;
}

/** The hook with its box in the page. */
function selecting() {
  let latest: Selection | undefined;
  const view = render(
    <HeldBox
      onHook={(selection) => {
        latest = selection;
      }}
    />,
  );
  const box = view.container.querySelector('textarea');
  if (!box || !latest) throw new Error('the box did not render');
  const result = {
    get current(): Selection {
      if (!latest) throw new Error('the box did not render');
      return latest;
    },
  };
  return { result, box };
}

it('reads the box’s selection as whole words, from its own events and the document’s', () => {
  const { result, box } = selecting();
  expect(result.current.selected).toBeNull();
  box.setSelectionRange(TEXT.indexOf('uyed'), TEXT.indexOf('uyed') + 2);
  act(() => result.current.read());
  expect(result.current.selected).toEqual({ start: TEXT.indexOf('buyed'), end: TEXT.indexOf('buyed') + 5 });

  // A phone that says only 'selectionchange' while the box has focus.
  box.focus();
  box.setSelectionRange(TEXT.indexOf(' went '), TEXT.indexOf(' to '));
  act(() => void document.dispatchEvent(new Event('selectionchange')));
  expect(result.current.selected).toEqual({ start: TEXT.indexOf('went'), end: TEXT.indexOf('went') + 4 });
});

it('keeps the learner’s text: every edit is refused before it happens', () => {
  const { box } = selecting();
  for (const inputType of ['insertText', 'deleteContentBackward', 'insertFromPaste', 'deleteByCut']) {
    const edit = new InputEvent('beforeinput', { inputType, data: 'x', cancelable: true, bubbles: true });
    box.dispatchEvent(edit);
    expect(edit.defaultPrevented).toBe(true);
  }
  const drop = new Event('drop', { cancelable: true, bubbles: true });
  box.dispatchEvent(drop);
  expect(drop.defaultPrevented).toBe(true);
  expect(box.value).toBe(TEXT);
});

it('forgets the selection once a comment took it, leaving the caret where it ended', () => {
  const { result, box } = selecting();
  box.setSelectionRange(TEXT.indexOf('shop'), TEXT.indexOf('shop') + 4);
  act(() => result.current.read());
  act(() => result.current.clear());
  expect(result.current.selected).toBeNull();
  expect([box.selectionStart, box.selectionEnd]).toEqual([TEXT.indexOf('shop') + 4, TEXT.indexOf('shop') + 4]);
});

it('counts the minutes left of a hold, rounded up, and none once it has passed', () => {
  vi.useFakeTimers({ now: Date.parse('2026-03-02T15:00:00Z') });
  const { result } = renderHook(() => useMinutesLeft('2026-03-02T15:59:30Z'));
  expect(result.current).toBe(60);
  act(() => void vi.advanceTimersByTime(30 * 60_000));
  expect(result.current).toBe(30);
  act(() => void vi.advanceTimersByTime(31 * 60_000));
  expect(result.current).toBe(0);
  expect(renderHook(() => useMinutesLeft(null)).result.current).toBeNull();
});
