// The browser's fetch, answered by the real app in the same process (app.inject):
// web hooks' tests run against the real routes, schemas and database without a
// network or a browser. Cookies the app sets are kept and sent back, as a
// browser does for a same-origin page.
import type { FastifyInstance } from 'fastify';

export type AppFetch = typeof fetch & {
  /** Every request the page made, in order: method and path. */
  calls: { method: string; path: string }[];
};

export function fetchThroughApp(app: FastifyInstance): AppFetch {
  const cookies = new Map<string, string>();
  const calls: { method: string; path: string }[] = [];
  const appFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    init.signal?.throwIfAborted();
    calls.push({ method, path: url.pathname + url.search });
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await app.inject({
      method: method as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    init.signal?.throwIfAborted();
    const setCookie = res.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      // An emptied cookie or one already expired is how the app signs a browser out.
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (name === 'set-cookie' || value === undefined) continue;
      responseHeaders.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
  return Object.assign(appFetch as typeof fetch, { calls });
}
