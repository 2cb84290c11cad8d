// @vitest-environment happy-dom
// The answer a tutor writes is kept on this device at every change (a reload
// or a lost connection loses nothing), its comments never overlap or leave
// the text, and it is forgotten once sent, given back, or at sign-out.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TUTOR_RULES } from '#src/domain/tutoring.ts';
import { useAnswerDraft } from '#src/web/features/tutoring/hooks/use-answer-draft.ts';
import { forgetLearnerData } from '#src/web/lib/storage.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const TEXT = 'I has went to the shop, and I buyed apples.';
const request = { id: 'request-1', text: TEXT };
const at = (words: string) => ({ start: TEXT.indexOf(words), end: TEXT.indexOf(words) + words.length });
const writing = (userId = 'tutor-1', held = request) =>
  renderHook((props: { held: typeof request }) => useAnswerDraft(userId, props.held), { initialProps: { held } });

it('keeps every change on this device, so the same text opened again has the answer as it was', () => {
  const first = writing();
  expect(first.result.current.draft).toEqual({ comments: [], wentWell: '', toPractise: '', suggestedLevel: null });
  act(() => {
    first.result.current.addComment({ ...at('buyed'), note: 'The past of buy is bought.', rewrite: 'bought' });
  });
  act(() => first.result.current.addComment({ ...at('has went'), note: 'Past simple here.', rewrite: '' }));
  act(() => first.result.current.setWentWell('Clear and short.'));
  act(() => first.result.current.setToPractise('Irregular past forms.'));
  act(() => first.result.current.setSuggestedLevel('A2'));
  first.unmount();

  const again = writing();
  expect(again.result.current.draft).toMatchObject({
    wentWell: 'Clear and short.',
    toPractise: 'Irregular past forms.',
    suggestedLevel: 'A2',
  });
  // In the text's order, whatever the order they were written in.
  expect(again.result.current.draft.comments.map((c) => c.note)).toEqual([
    'Past simple here.',
    'The past of buy is bought.',
  ]);
  expect(again.result.current.answer()).toEqual({
    comments: [
      { ...at('has went'), note: 'Past simple here.', rewrite: null },
      { ...at('buyed'), note: 'The past of buy is bought.', rewrite: 'bought' },
    ],
    wentWell: 'Clear and short.',
    toPractise: 'Irregular past forms.',
    suggestedLevel: 'A2',
  });
  // Another tutor on this phone, or another text, starts empty.
  expect(writing('tutor-2').result.current.draft.comments).toEqual([]);
  expect(writing('tutor-1', { id: 'request-2', text: TEXT }).result.current.draft.comments).toEqual([]);
});

it('refuses a comment on words that already have one, and more comments than a tutor may write', () => {
  const { result } = writing();
  act(() => void result.current.addComment({ ...at('has went'), note: 'Past simple.', rewrite: '' }));
  let problem: string | null = null;
  act(() => {
    problem = result.current.addComment({ ...at('went to'), note: 'Again.', rewrite: '' });
  });
  expect(problem).toBe('overlap');
  expect(result.current.problemWith(at('shop').start, at('shop').end)).toBeNull();
  expect(result.current.problemWith(0, TEXT.length + 3)).toBe('outside');

  // A long text: as many comments as a tutor may write, then no more.
  const long = { id: 'request-long', text: Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ') };
  const many = writing('tutor-1', long);
  act(() => {
    for (const [i] of Array.from({ length: TUTOR_RULES.maxComments }).entries()) {
      const start = long.text.indexOf(`word${i} `);
      many.result.current.addComment({ start, end: start + `word${i}`.length, note: `n${i}`, rewrite: '' });
    }
  });
  expect(many.result.current.draft.comments).toHaveLength(TUTOR_RULES.maxComments);
  const last = long.text.indexOf('word29');
  expect(many.result.current.problemWith(last, last + 6)).toBe('too-many');
});

it('edits and removes comments, and forgets the answer once cleared', () => {
  const { result } = writing();
  act(() => void result.current.addComment({ ...at('buyed'), note: 'Past.', rewrite: '' }));
  const key = result.current.draft.comments[0]?.key ?? '';
  act(() => result.current.editComment(key, { note: 'The past of buy is bought.', rewrite: 'bought' }));
  expect(result.current.draft.comments[0]).toMatchObject({ note: 'The past of buy is bought.', rewrite: 'bought' });
  // An edit may keep its own words: they do not overlap themselves.
  expect(result.current.problemWith(at('buyed').start, at('buyed').end, key)).toBeNull();
  act(() => result.current.removeComment(key));
  expect(result.current.draft.comments).toEqual([]);

  act(() => result.current.setWentWell('Kept.'));
  expect(Object.keys(localStorage)).toEqual(['tutor-answer:tutor-1:request-1']);
  act(() => result.current.clear());
  expect(result.current.draft.wentWell).toBe('');
  expect(localStorage.length).toBe(0);
});

it('is removed with the rest of the learner’s data at sign-out (decision 011)', () => {
  const { result } = writing();
  act(() => result.current.setWentWell('Half written.'));
  expect(localStorage.length).toBe(1);
  forgetLearnerData();
  expect(localStorage.length).toBe(0);
});

it('drops a kept answer that no longer fits its text rather than mark the wrong words', () => {
  localStorage.setItem(
    'tutor-answer:tutor-1:request-1',
    JSON.stringify({
      comments: [{ key: 'k', start: 0, end: 500, note: 'x', rewrite: '' }],
      wentWell: 'Kept.',
      toPractise: '',
      suggestedLevel: null,
    }),
  );
  expect(writing().result.current.draft).toMatchObject({ comments: [], wentWell: 'Kept.' });
  localStorage.setItem('tutor-answer:tutor-1:request-1', '{"not": "a draft"}');
  expect(writing().result.current.draft).toEqual({ comments: [], wentWell: '', toPractise: '', suggestedLevel: null });
});
