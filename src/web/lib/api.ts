// The one way the client talks to the API: JSON in, JSON out, cookies sent,
// and every non-OK answer turned into an ApiError carrying the server's {error}.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
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
