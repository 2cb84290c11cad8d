// An unexpected console.error is a bug: fail the test that caused it.
import { afterEach, vi } from 'vitest';

const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
