// @vitest-environment happy-dom
// Get feedback, against the real /api/evaluate-writing and its checker: what
// is sent, what the dialog shows while waiting, and when the server says no.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { StoredWritingTask } from '#src/domain/content.ts';
import { useFeedbackRequest } from '#src/web/features/writing/hooks/use-feedback-request.ts';
import { I18nProvider, loadLocale } from '#src/web/i18n/index.tsx';
import { apiFetch } from '#src/web/lib/api.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { browserNetwork, heatingTask, signUp } from './learner.tsx';

let t: TestApp;
let task: StoredWritingTask;
let network: ReturnType<typeof browserNetwork>;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
beforeEach(async () => {
  network = browserNetwork(t);
  await signUp();
  task = await heatingTask();
});
afterEach(() => {
  // Unmounted before the network and storage go: no hook is left asking the server.
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(async () => {
  await t.close();
});

const TEXT = 'Dear Mr Dubois, the heating in flat 12 stopped working on Monday. I has called twice, but nobody came.';

/** The requests the hook made (after signing up and loading the task). */
function requestsFrom(start: number) {
  return network.calls.slice(start).map((c) => `${c.method} ${c.path}`);
}

it('sends the text, the task, its word count and the interface language; analysing, then the feedback', async () => {
  await loadLocale('fr');
  const inFrench = ({ children }: { children: ReactNode }) => <I18nProvider initial="fr">{children}</I18nProvider>;
  const { result } = renderHook(() => useFeedbackRequest(task), { wrapper: inFrench });
  expect(result.current.state).toBe('closed');
  const start = network.calls.length;
  let asked: Promise<void> = Promise.resolve();
  act(() => {
    asked = result.current.ask(TEXT);
  });
  expect(result.current).toMatchObject({ state: 'loading', result: undefined });
  await act(() => asked);
  expect(result.current.state).toBe('done');
  expect(result.current.result).toMatchObject({ source: 'library', evaluatedText: TEXT });
  expect(requestsFrom(start)).toEqual(['POST /api/evaluate-writing']);
  expect(network.sent.at(-1)).toEqual({
    path: '/api/evaluate-writing',
    body: { writingText: TEXT, prompt: task.prompt, writingMode: 'email-writing', wordCount: 19, language: 'fr' },
  });

  act(() => result.current.close());
  expect(result.current).toMatchObject({ state: 'closed', result: undefined });
}, 120_000); // the checker’s first text loads harper.js in its thread: long on a busy machine

it('says feedback could not be made when the server refuses the text', async () => {
  const { result } = renderHook(() => useFeedbackRequest(task));
  const start = network.calls.length;
  act(() => void result.current.ask('word '.repeat(13_000)));
  await waitFor(() => expect(result.current.state).toBe('failed'));
  expect(result.current.result).toBeUndefined();
  expect(requestsFrom(start)).toEqual(['POST /api/evaluate-writing']);
});

it('asks to wait a few seconds while the learner’s earlier texts are still in the checker', async () => {
  const { result } = renderHook(() => useFeedbackRequest(task));
  // Two texts sent a moment before (another tab): one is being checked, one waits its turn.
  const earlier = [1, 2].map((n) =>
    apiFetch('/api/evaluate-writing', { body: { writingText: `${TEXT} Try ${n}.`, writingMode: 'email-writing' } }),
  );
  let asked: Promise<void> = Promise.resolve();
  act(() => {
    asked = result.current.ask(TEXT);
  });
  await act(() => asked);
  expect(result.current.state).toBe('wait');
  await expect(Promise.all(earlier)).resolves.toHaveLength(2);
}, 60_000);

it('drops an answer that comes after the learner closed the dialog or asked again', async () => {
  // Each request waits on the way until the test lets it through, in the order the test chooses.
  const through = globalThis.fetch;
  const gates: (() => void)[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<void>((open) => gates.push(open)).then(() => through(input, init)),
  );
  const { result } = renderHook(() => useFeedbackRequest(task));
  let first: Promise<void> = Promise.resolve();
  act(() => {
    first = result.current.ask(TEXT);
  });
  act(() => result.current.close());
  gates[0]?.();
  await act(() => first);
  expect(result.current.state).toBe('closed');

  // Asked twice: the first answer arrives last and is not shown over the second.
  act(() => {
    first = result.current.ask('An older text.');
  });
  let second: Promise<void> = Promise.resolve();
  act(() => {
    second = result.current.ask(TEXT);
  });
  gates[2]?.();
  await act(() => second);
  expect(result.current.result?.evaluatedText).toBe(TEXT);
  gates[1]?.();
  await act(() => first);
  expect(result.current).toMatchObject({ state: 'done', result: { evaluatedText: TEXT } });
  expect(network.sent.map((s) => (s.body as { writingText: string }).writingText).slice(-3)).toEqual([
    TEXT,
    TEXT,
    'An older text.',
  ]);
}, 60_000);
