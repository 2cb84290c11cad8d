import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#src/server/db/client.ts';
import { LATEST_MIGRATION, migrateToLatest } from '#src/server/db/migrate.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, ENGINES, TEST_DATABASE_URL } from '../support/database.ts';

describe.each(ENGINES)('foundation on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.app.get('/api/test-crash', async () => {
      throw new Error('secret internal detail: password=hunter2');
    });
  });
  afterAll(() => t.close());

  it('records applied migrations so a restart applies nothing twice', async () => {
    const fresh = await createTestDatabase(engine, { migrate: false });
    try {
      const first = await migrateToLatest(fresh);
      expect(first.length).toBeGreaterThan(0);
      expect(await migrateToLatest(fresh)).toEqual([]);
      const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(fresh.db);
      expect(rows.rows.map((r) => r.name)).toEqual(first);
    } finally {
      await fresh.dispose();
    }
  });

  it.runIf(engine === 'postgres')('lets instances that start at once wait for one another to migrate', async () => {
    const fresh = await createTestDatabase(engine, { migrate: false });
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(fresh.db)).rows[0]?.s ?? '';
    // Four instances: each its own pool on the same empty schema.
    const others = Array.from({ length: 3 }, () =>
      openDatabase({ engine: 'postgres', url: TEST_DATABASE_URL ?? '', schema, max: 2 }),
    );
    try {
      const applied = await Promise.all([fresh, ...others].map((handle) => migrateToLatest(handle)));
      // One of them applied everything, the others found nothing left to do.
      expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, 0, 0, applied.flat().length]);
      expect(applied.flat().at(-1)).toBe(LATEST_MIGRATION);
      const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(fresh.db);
      expect(rows.rows).toHaveLength(applied.flat().length);
    } finally {
      await Promise.all(others.map((handle) => handle.db.destroy()));
      await fresh.dispose();
    }
  });

  it('answers /healthz when the database answers', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: engine, migration: LATEST_MIGRATION });
  });

  it('answers an unknown API path with 404 and {error}', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.' });
  });

  it('redirects any other page path to the home page', async () => {
    const res = await t.app.inject('/some/old/page');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('refuses malformed JSON with 400 and keeps serving', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: '{"unclosed": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(t.config.bodyLimit + 1) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/another site/);
  });

  it('never sends internal details of a crash to the client', async () => {
    const res = await t.app.inject('/api/test-crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('secret');
  });

  it('sends a JSON answer with a policy that loads and frames nothing, a request id and no caching', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
