// SPEC §8's own words when the server says nothing: a request that fails
// without an {error} (a proxy's page, a crash, an empty answer) shows the
// screen's fallback ('Login failed', 'Registration failed', …), never
// 'Request failed (500)'; a server's {error} is shown as it is.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { ApiError, apiFetch, failureText } from './api.ts';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/empty') response.writeHead(500).end();
    else if (request.url === '/proxy-page')
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>');
    else
      response
        .writeHead(409, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'Email already registered' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = async (path: string) => apiFetch(`${base}${path}`, { body: {} }).catch((error: unknown) => error);

describe('what a screen says when a request fails', () => {
  it.each([
    ['login', 'Login failed'],
    ['register', 'Registration failed'],
    ['forgot', 'Failed to initiate password reset'],
    ['reset', 'Password reset failed'],
  ] as const)('the %s form says "%s" when the server sends no message', async (mode, words) => {
    for (const path of ['/empty', '/proxy-page']) {
      const error = await failure(path);
      expect(error).toBeInstanceOf(ApiError);
      expect(failureText(error, en.auth.fallback[mode])).toBe(words);
    }
  });

  it("shows the server's own message when there is one", async () => {
    expect(failureText(await failure('/conflict'), en.auth.fallback.register)).toBe('Email already registered');
  });

  it('a new writing task that fails without a message says so in the spec’s words, not "Request failed (500)"', async () => {
    const text = en.writing.createFailed.replace(
      '{message}',
      failureText(await failure('/empty'), en.writing.createFailedUnknown),
    );
    expect(text).toBe('Failed to generate writing task: please check your connection and try again.');
  });
});
