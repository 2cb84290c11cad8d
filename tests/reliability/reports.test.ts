// Issue 30, first attack: three throwaway accounts reported every passage
// and task of the real library (621 reports in 3.2 s) and the lists went from
// 169 passages and 38 tasks to 0. Now the same script, through real sockets
// and in parallel, hides nothing from fresh accounts, and at most the allowed
// share of the library even once the accounts have practice on record.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxHiddenByReports } from '#src/domain/generation.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registration } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { givePractice } from '../support/practice.ts';

describe.each(ENGINES)('reporting the whole library on %s', (engine) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { contentDir: resolve('content') });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const call = async (path: string, cookie: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json', cookie } : { cookie },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };
  /** Every key the lists show, page by page. */
  const listed = async (cookie: string) => {
    const keys: string[] = [];
    for (const [path, field] of [
      ['/api/passages', 'passages'],
      ['/api/writing-tasks', 'tasks'],
    ] as const) {
      let cursor: string | null = null;
      do {
        const page: { body: Record<string, unknown> } = await call(
          `${path}?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
          cookie,
        );
        keys.push(...(page.body[field] as { key: string }[]).map((i) => i.key));
        cursor = page.body.nextCursor as string | null;
      } while (cursor);
    }
    return keys;
  };
  const register = async () => {
    const res = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration()),
    });
    expect(res.status).toBe(201);
    return {
      cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
      userId: (await res.json()).userId as string,
    };
  };
  /** The attack script: open every item (so the reports are "from readers"), then report them all at once. */
  const attack = async (accounts: { cookie: string }[], items: string[]) => {
    for (const a of accounts)
      for (let i = 0; i < items.length; i += 20)
        await Promise.all(items.slice(i, i + 20).map((key) => call('/api/passage-content', a.cookie, { key })));
    const answers = await Promise.all(
      accounts.flatMap((a) =>
        items.map((key) => call('/api/content-reports', a.cookie, { key, reason: 'offensive', note: 'bad' })),
      ),
    );
    return answers.map((a) => a.status);
  };

  it('3 accounts cannot hide more than the allowed share of the library', async () => {
    const accounts = [await register(), await register(), await register()];
    const before = await listed(accounts[0]?.cookie ?? '');
    const max = maxHiddenByReports(before.length);

    const fresh = await attack(accounts, before);
    const afterFresh = await listed(accounts[0]?.cookie ?? '');
    // The same accounts once they have practice on record from days before.
    for (const a of accounts) await givePractice(t.database.db, a.userId, { now: Date.now() - 2 * 86_400_000 });
    const tools = (await import('#src/server/features/admin/service.ts')).createVolunteerTools({
      db: t.database.db,
      actor: 'reliability',
    });
    for (const key of before) await tools.restoreContent(key); // a volunteer closes the first wave's reports
    // A new day for the daily limit.
    await t.database.db.deleteFrom('rate_limits').where('key', 'like', 'report:%').execute();
    const practised = await attack(accounts, before);
    const afterPractised = await listed(accounts[0]?.cookie ?? '');

    const count = (s: number[], status: number) => s.filter((x) => x === status).length;
    console.log(
      `${engine}: ${before.length} items listed (at most ${max} may be hidden by reports); ` +
        `fresh accounts: ${count(fresh, 200)} reports stored, ${count(fresh, 429)} refused, ${before.length - afterFresh.length} hidden; ` +
        `with practice: ${count(practised, 200)} stored, ${before.length - afterPractised.length} hidden`,
    );
    expect(before.length).toBeGreaterThan(200);
    expect(afterFresh).toHaveLength(before.length);
    expect(before.length - afterPractised.length).toBeLessThanOrEqual(max);
    expect(fresh.every((s) => s === 200 || s === 429)).toBe(true);
  });
});
