// The one way the client talks to the API: JSON in, JSON out, cookies sent,
// and every non-OK answer turned into an ApiError carrying the server's {error}.
import type { z } from 'zod';
import { REQUEST_MESSAGES } from '#src/domain/errors.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** The server's own words (its {error}), or null when it sent none: a proxy's page, a crash, an empty answer. */
  get serverMessage(): string | null {
    return typeof this.body.error === 'string' && this.body.error ? this.body.error : null;
  }
}

/**
 * What a screen says when a request failed: the server's message when it sent one, else the screen's own words
 * (SPEC §8: 'Login failed', 'Registration failed', …), never a bare 'Request failed (500)'. `inLanguage` says the
 * server's message in the interface language, or null when it cannot (then the screen's words are shown too);
 * screens pass useServerText's.
 */
export function failureText(
  error: unknown,
  fallback: string,
  inLanguage: (serverMessage: string) => string | null = (text) => text,
): string {
  const said = error instanceof ApiError ? error.serverMessage : null;
  return (said && inLanguage(said)) || fallback;
}

export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers:
      init.body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
    signal: init.signal,
  });
  const text = await response.text();
  let data: unknown = {};
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = {};
    }
  }
  if (!response.ok) {
    const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const message = typeof body.error === 'string' ? body.error : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body);
  }
  return data as T;
}

/**
 * apiFetch, with the answer read by the same src/domain schema the server
 * answers with. An answer this client cannot read (an older page talking to
 * a newer server, a proxy's error page with status 200) becomes an ApiError
 * the screen already handles, not a crash further down in the view.
 */
export async function apiFetchParsed<S extends z.ZodType>(
  schema: S,
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await apiFetch<unknown>(path, init));
  if (parsed.success) return parsed.data;
  console.warn(`The answer of ${path} does not have the expected shape`, parsed.error.issues);
  throw new ApiError(502, UNREADABLE_ANSWER);
}

const UNREADABLE_ANSWER = REQUEST_MESSAGES.unreadable;
