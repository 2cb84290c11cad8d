// The built front end as the server sends it: pages with the site's policy, hashed files with only
// the headers a subresource needs (issue 34: a learner pays for every header byte of ~60 files).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('static files', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'english-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'app.html'), '<!doctype html><title>app</title><div id="root"></div>');
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>home</title>');
    // The signed-in pages' own shells, as the build writes them (here without the writing page's).
    mkdirSync(join(staticDir, 'shells'));
    for (const name of ['dashboard', 'reading', 'story', 'welcome']) {
      writeFileSync(
        join(staticDir, 'shells', `${name}.html`),
        `<!doctype html><head><title>app: ${name}</title></head>`,
      );
    }
    writeFileSync(join(staticDir, 'assets', 'index-AbC123.js'), 'console.log("hello")');
    writeFileSync(join(staticDir, 'assets', 'index-AbC123.css'), 'body{color:black}');
    writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch",()=>{})');
    // As the build leaves a file of the learner's code: beside its brotli and gzip copies.
    const code = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;
    writeFileSync(join(staticDir, 'assets', 'words-XyZ789.js'), code);
    writeFileSync(join(staticDir, 'assets', 'words-XyZ789.js.br'), brotliCompressSync(code));
    writeFileSync(join(staticDir, 'assets', 'words-XyZ789.js.gz'), gzipSync(code));
    t = await createTestApp('sqlite', { staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends a page with the strict policy and asks the browser to check it every time', async () => {
    for (const url of ['/', '/dashboard']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("sends each signed-in page its own shell, the story's when a story is in the address, the plain one when the build has none", async () => {
    const shellOf = async (url: string) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      return /<title>(.*)<\/title>/.exec(res.body)?.[1];
    };
    expect(await shellOf('/dashboard')).toBe('app: dashboard');
    expect(await shellOf('/reading')).toBe('app: reading');
    expect(await shellOf('/reading?level=beginner&topic=food')).toBe('app: reading');
    expect(await shellOf('/reading?level=beginner&topic=food&key=reading%2Fbeginner%2Ffood%2Fx')).toBe('app: story');
    expect(await shellOf('/welcome')).toBe('app: welcome');
    expect(await shellOf('/writing?mode=essay-writing')).toBe('app');
  });

  it("a story's shell asks for the story's text with the page, the key encoded; a level's does not", async () => {
    const preloads = async (url: string) =>
      [...(await t.app.inject(url)).body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]*)">/g)].map(
        (m) => m[1],
      );
    expect(await preloads('/reading?level=beginner&topic=food&key=reading%2Fbeginner%2Ffood%2Fx')).toEqual([
      '/api/passage-content?key=reading%2Fbeginner%2Ffood%2Fx',
    ]);
    // What the page's code asks for: the same address, so the browser hands it the preloaded answer.
    expect(await preloads('/reading?key=a%22%3E%3Cscript%3Ex')).toEqual([
      '/api/passage-content?key=a%22%3E%3Cscript%3Ex',
    ]);
    expect(await preloads('/reading?level=beginner&topic=food')).toEqual([]);
    expect(await preloads(`/reading?key=${'k'.repeat(301)}`)).toEqual([]);
    expect(await preloads('/dashboard')).toEqual([]);
  });

  it('sends a hashed script or style sheet with no sniffing, same-origin only, kept a year, and no policy headers', async () => {
    for (const url of ['/assets/index-AbC123.js', '/assets/index-AbC123.css']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['accept-ranges']).toBeUndefined();
      expect(res.headers['x-request-id']).toBeUndefined();
    }
  });

  it('sends the brotli copy the build made to a browser that takes brotli, gzip to one that takes only gzip, and says it varies', async () => {
    const url = '/assets/words-XyZ789.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('word399');
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('word399');
  });

  it('keeps the policy on the service worker, whose own headers set its CSP', async () => {
    const res = await t.app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it("keeps the pages' policy on a PDF, which the browser opens as a document", async () => {
    const res = await t.app.inject('/api/pdf/passage?key=reading%2Fnone');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('keeps the policy on an asset address that is not a hashed file', async () => {
    const res = await t.app.inject('/assets/no-such-file.html');
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});
