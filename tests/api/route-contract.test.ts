// Every /api route declares the schema of its success answer, so Fastify
// checks and serialises what it sends and the client's z.infer types are the
// truth (issue 19). Walks the app's own route table.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/app.ts';

type Route = { method: string; url: string; schema?: RouteOptions['schema'] };

/** A schema that says nothing: an empty object that lets anything through, or any/unknown. */
function saysNothing(schema: unknown): boolean {
  if (schema instanceof z.ZodAny || schema instanceof z.ZodUnknown) return true;
  if (schema instanceof z.ZodObject) {
    const catchall = schema.def.catchall;
    return Object.keys(schema.shape).length === 0 && catchall !== undefined && !(catchall instanceof z.ZodNever);
  }
  return false;
}

/** The zod schema of a response entry, plain or per content type ({content: {type: {schema}}}). */
function schemasOf(entry: unknown): unknown[] {
  if (entry && typeof entry === 'object' && 'content' in entry && entry.content && typeof entry.content === 'object')
    return Object.values(entry.content as Record<string, { schema?: unknown }>).map((c) => c.schema);
  return [entry];
}

/** What is wrong with each route's success schema, as "METHOD url: problem". */
function contractProblems(routes: Route[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (!route.url.startsWith('/api/')) continue;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    const success = Object.entries(response).filter(([status]) => /^2\d\d$/.test(status));
    if (!success.length) {
      problems.push(`${route.method} ${route.url}: no 2xx response schema`);
      continue;
    }
    for (const [status, entry] of success) {
      for (const schema of schemasOf(entry)) {
        if (!(schema instanceof z.ZodType))
          problems.push(`${route.method} ${route.url}: ${status} is not a zod schema`);
        else if (saysNothing(schema)) problems.push(`${route.method} ${route.url}: ${status} lets anything through`);
      }
    }
  }
  return problems;
}

describe('the API contract', () => {
  let t: TestApp;
  const routes: Route[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      {},
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('gives every /api route a response schema for its success status', () => {
    const api = routes.filter((r) => r.url.startsWith('/api/'));
    // The table is the real one: the learner's own routes and the content routes are in it.
    expect(api.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/user/:id/writing/attempts',
        'GET /api/user/:id/words',
        'GET /api/user/:id/profile',
        'POST /api/generate-passage/stream',
      ]),
    );
    expect(contractProblems(routes)).toEqual([]);
  });

  it('would catch a route without one, or with one that says nothing', () => {
    expect(
      contractProblems([
        { method: 'GET', url: '/api/none' },
        { method: 'GET', url: '/api/errors-only', schema: { response: { 400: z.object({ error: z.string() }) } } },
        { method: 'GET', url: '/api/loose', schema: { response: { 200: z.looseObject({}) } } },
        { method: 'GET', url: '/api/anything', schema: { response: { 200: z.unknown() } } },
        { method: 'GET', url: '/api/fine', schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
        { method: 'GET', url: '/healthz' },
      ]),
    ).toEqual([
      'GET /api/none: no 2xx response schema',
      'GET /api/errors-only: no 2xx response schema',
      'GET /api/loose: 200 lets anything through',
      'GET /api/anything: 200 lets anything through',
    ]);
  });
});
