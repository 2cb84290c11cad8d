// GET /api/docs.json: an OpenAPI document generated from the route schemas,
// valid by a real OpenAPI validator, with every /api route in it and nothing
// that is not the API.
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

type Document = { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

describe('the OpenAPI document', () => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];
  let text: string;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      { metricsToken: 'metrics-secret-for-this-test' },
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url });
        },
      },
    );
    // Public: asked without a session.
    const res = await t.app.inject({ url: '/api/docs.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    text = res.body;
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3 document', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    // validate() dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(JSON.parse(text))).resolves.toBeTruthy();
  });

  it('describes every /api route and its success answer, and nothing else', () => {
    const expected = routes
      .filter((r) => r.url.startsWith('/api/') && r.url !== '/api/docs.json' && r.method !== 'HEAD')
      .map((r) => `${r.method.toLowerCase()} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const described = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort();
    expect(expected.length).toBeGreaterThan(30);
    expect(described).toEqual(expected);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = Object.keys((operation.responses ?? {}) as object);
        expect(
          responses.some((s) => /^2\d\d$/.test(s)),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('says the server reads a task’s mode and time limit itself', () => {
    const body = doc.paths['/api/user/{id}/writing/attempts']?.post?.requestBody as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    const fields = Object.keys(body.content['application/json']?.schema.properties ?? {});
    expect(fields.sort()).toEqual(['id', 'secondsUsed', 'taskKey', 'text']);
  });

  it('holds no secrets and none of the site’s internals', () => {
    expect(text).not.toContain(t.config.secret);
    expect(text).not.toContain('metrics-secret-for-this-test');
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });
});
