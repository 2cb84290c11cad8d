// Issue 22: /metrics is off unless METRICS_TOKEN is set, then answers only
// that bearer token, with the series volunteers watch.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiClient } from '#src/server/ai/openai-compatible.ts';
import { WORD_GLOSS_SYSTEM } from '#src/server/ai/tasks/word-gloss/prompt.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { type OpenAiTestServer, startOpenAiServer } from '../support/openai-server.ts';

const TOKEN = 'a-metrics-token-of-forty-characters-long!';
const FLAT = 'reading/early-learner/daily-life/el-daily-life-our-new-flat';

describe.each(ENGINES)('/metrics on %s', (engine) => {
  let t: TestApp;
  let server: OpenAiTestServer;
  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    server = await startOpenAiServer((request) =>
      request.messages[0]?.content === WORD_GLOSS_SYSTEM
        ? JSON.stringify({ french: 'le bail' })
        : 'Title: x\n\nA story.',
    );
    t = await createTestApp(
      engine,
      { contentDir: resolve('content'), metricsToken: TOKEN },
      { ai: createOpenAiClient({ baseURL: server.url, model: 'test-model', timeoutMs: 2000 }) },
    );
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('does not exist when METRICS_TOKEN is not set', async () => {
    const off = await createTestApp(engine);
    try {
      const res = await off.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found.' });
    } finally {
      await off.close();
    }
  });

  it('refuses a request without the token or with another one', async () => {
    for (const header of [undefined, `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(header);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json().error).toMatch(/metrics token/);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests and their time by route pattern, AI calls and failures, queues and the pool', async () => {
    const learner = await registerUser(t.app);
    await t.app.inject({ url: `/api/user/${learner.userId}/account`, headers: { cookie: learner.cookie } });
    const gloss = (word: string, sentence: string) =>
      t.app.inject({
        url: `/api/word-gloss/${word}?${new URLSearchParams({ passageKey: FLAT, sentence })}`,
        headers: { cookie: learner.cookie },
      });
    await gloss('lease', 'Mr Chen gives her a lease to read.');
    server.enqueue({ kind: 'status', status: 500, message: 'down' });
    await gloss('rent', 'The rent is not too high.');

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('http_requests_total{method="POST",route="/api/user/register",status="201"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/api/user/:id/account",status="200"} 1');
    expect(text).not.toContain(learner.userId);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/word-gloss\/:word"\} 2/);
    expect(text).toContain('ai_calls_total{task="word_gloss"} 2');
    expect(text).toContain('ai_call_failures_total{task="word_gloss",kind="server"} 1');
    expect(text).toContain('ai_calls_in_flight 0');
    expect(text).toContain('analysis_queue_depth 0');
    expect(text).toMatch(/^analysis_threads \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    if (engine === 'postgres') expect(text).toContain('db_pool_connections{state="max"} 4');
    else expect(text).not.toContain('db_pool_connections{');
  });
});
