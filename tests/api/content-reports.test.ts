// Issue 30: three throwaway accounts hid the whole library. A report counts
// towards hiding only from a learner who opened the item and has practice on
// record from at least a day before; each learner has a daily limit; reports
// hide at most a small share of the library; and a volunteer sees a wave of
// reports as one event and undoes it with one command, recorded in the audit.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxHiddenByReports, REPORT_HIDE_THRESHOLD, REPORT_MESSAGES, REPORT_RULES } from '#src/domain/generation.ts';
import { runAdminCommand } from '#src/server/features/admin/commands.ts';
import { createVolunteerTools } from '#src/server/features/admin/service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { fixturePassage, writeFixtureLibrary } from '../support/library-fixture.ts';
import { givePractice } from '../support/practice.ts';

/** The fixture library and eight more food stories: 12 items, of which reports may hide one. */
function libraryOfTwelve(): { dir: string; passages: string[] } {
  const dir = writeFixtureLibrary();
  const passages = ['fx-food-one', 'fx-food-two'].map((id) => `reading/early-learner/food/${id}`);
  mkdirSync(join(dir, 'reading/early-learner/food'), { recursive: true });
  for (let i = 0; i < 8; i++) {
    const id = `fx-extra-${i}`;
    writeFileSync(
      join(dir, 'reading/early-learner/food', `${id}.json`),
      JSON.stringify(fixturePassage(id, 'early-learner', 'food')),
    );
    passages.push(`reading/early-learner/food/${id}`);
  }
  return { dir, passages };
}

describe.each(ENGINES)('reports that need a reader on %s', (engine) => {
  let t: TestApp;
  let passages: string[];
  const logs: Record<string, unknown>[] = [];
  type Learner = Awaited<ReturnType<typeof registerUser>>;
  const open = (l: Learner, key: string) =>
    t.app.inject({ method: 'POST', url: '/api/passage-content', payload: { key }, headers: { cookie: l.cookie } });
  const report = (l: Learner, key: string, note = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/content-reports',
      payload: { key, reason: 'wrong-answer', note },
      headers: { cookie: l.cookie },
    });
  const listed = async (l: Learner) =>
    (
      await t.app.inject({
        url: '/api/passages?level=early-learner&topic=food&limit=100',
        headers: { cookie: l.cookie },
      })
    )
      .json()
      .passages.map((p: { key: string }) => p.key) as string[];
  /** Learners who opened every passage; `practised` gives them practice on record from days before. */
  const learners = async (n: number, practised: boolean) => {
    const all: Learner[] = [];
    for (let i = 0; i < n; i++) {
      const l = await registerUser(t.app);
      if (practised) await givePractice(t.database.db, l.userId);
      for (const key of passages) expect((await open(l, key)).statusCode).toBe(200);
      all.push(l);
    }
    return all;
  };

  beforeAll(async () => {
    const library = libraryOfTwelve();
    passages = library.passages;
    t = await createTestApp(engine, { contentDir: library.dir }, { logs });
  });
  afterAll(() => t.close());

  it('refuses a report on an item the learner never opened, with 400 and a reason', async () => {
    const [fresh] = await learners(1, false);
    const stranger = await registerUser(t.app);
    const res = await report(stranger, passages[0] as string);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: REPORT_MESSAGES.notOpened });
    expect((await report(fresh as Learner, passages[0] as string)).statusCode).toBe(200);
    await createVolunteerTools({ db: t.database.db, actor: 'test' }).restoreContent(passages[0] as string);
  });

  it('keeps the reports of fresh accounts for the volunteers, but they hide nothing', async () => {
    const crowd = await learners(REPORT_HIDE_THRESHOLD + 2, false);
    const key = passages[1] as string;
    for (const l of crowd) expect((await report(l, key)).statusCode).toBe(200);
    expect(await listed(crowd[0] as Learner)).toContain(key);
    const tools = createVolunteerTools({ db: t.database.db, actor: 'test' });
    const { items } = await tools.contentReports();
    expect(items).toContainEqual(
      expect.objectContaining({ item_key: key, reports: crowd.length, counted: 0, hidden_by: null }),
    );
    await tools.restoreContent(key);
  });

  it('limits each learner to a number of reports a day (429 past it)', async () => {
    const [l] = await learners(1, false);
    const statuses: number[] = [];
    for (const key of passages) statuses.push((await report(l as Learner, key)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(REPORT_RULES.perLearnerPerDay);
    const refused = await report(l as Learner, passages[0] as string);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: REPORT_MESSAGES.tooMany });
    const tools = createVolunteerTools({ db: t.database.db, actor: 'test' });
    for (const key of passages) await tools.restoreContent(key);
  });

  it('hides at most the allowed share of the library; beyond it items stay listed and volunteers are alerted', async () => {
    expect(maxHiddenByReports(12)).toBe(1);
    const crowd = await learners(REPORT_HIDE_THRESHOLD, true);
    const [first, second] = passages as [string, string];
    for (const l of crowd) expect((await report(l, first)).statusCode).toBe(200);
    expect(await listed(crowd[0] as Learner)).not.toContain(first);
    for (const l of crowd) expect((await report(l, second)).statusCode).toBe(200);
    expect(await listed(crowd[0] as Learner)).toContain(second);
    expect(logs).toContainEqual(
      expect.objectContaining({ itemKey: second, msg: 'report threshold reached but the hidden share is full' }),
    );
    const out: string[] = [];
    const tools = createVolunteerTools({ db: t.database.db, actor: 'volunteer-ana' });
    await runAdminCommand({ name: 'reports' }, tools, { out: (s) => out.push(s), err: (s) => out.push(s) });
    expect(out[0]).toMatch(/^ALERT: reports hide 1 items, the most they may \(1\)/);
    await tools.restoreContent(first);
    await tools.restoreContent(second);
  });

  it('shows a wave of reports as one event, restores it in one command, and records it', async () => {
    const crowd = await learners(REPORT_HIDE_THRESHOLD, true);
    const attack = '\u001b[2J\u001b]0;pwned\u0007\u202eevil';
    for (const l of crowd)
      for (const key of passages.slice(0, 6)) expect((await report(l, key, attack)).statusCode).toBe(200);
    const reader = crowd[0] as Learner;
    expect((await listed(reader)).filter((k) => passages.slice(0, 6).includes(k))).toHaveLength(5);

    const tools = createVolunteerTools({ db: t.database.db, actor: 'volunteer-bea' });
    const out: string[] = [];
    const print = { out: (s: string) => out.push(s), err: (s: string) => out.push(s) };
    expect(await runAdminCommand({ name: 'reports' }, tools, print)).toBe(0);
    const text = out.join('\n');
    const wave = text.match(/^(wave-\d+) \(suspicious wave\): 18 reports on 6 items by 3 learner\(s\)/m)?.[1];
    expect(wave, text).toBeDefined();
    // The learners' notes reach the terminal as visible escapes, never as control sequences.
    expect([...text].filter((c) => c !== '\n' && /\p{Cc}|\p{Cf}/u.test(c))).toEqual([]);
    expect(text).toContain('\\u{1b}[2J\\u{1b}]0;pwned\\u{7}\\u{202e}evil');

    out.length = 0;
    expect(await runAdminCommand({ name: 'reports-restore-wave', wave: wave as string }, tools, print)).toBe(0);
    expect(out).toEqual(['Restored 1 hidden item(s); closed the reports on 6 item(s).']);
    const [last] = await tools.recentAudit(1);
    expect(last).toMatchObject({
      actor: 'volunteer-bea',
      action: 'reports-restore-wave',
      target: wave,
      outcome: 'restored 1 of 6',
    });
    expect(await listed(reader)).toEqual(expect.arrayContaining(passages.slice(0, 6)));
    expect((await tools.contentReports()).waves).toEqual([]);
    expect(await runAdminCommand({ name: 'reports-restore-wave', wave: wave as string }, tools, print)).toBe(1);
  });
});
