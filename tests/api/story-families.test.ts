// Issue 21: every story family of the real library, walked through the API.
// Each member loads, the levels differ, the reading grade rises with the
// level, and a learner's reading session marks the level they read.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READING_LEVELS_BY_DIFFICULTY } from '#src/domain/enums.ts';
import type { PassageFamilyResponse } from '#src/domain/story-families.ts';
import { readingGrade } from '#src/domain/text.ts';
import { loadLibrary, passageKey } from '#src/server/ai/library.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';

const CONTENT_DIR = new URL('../../content', import.meta.url).pathname;
const library = loadLibrary(CONTENT_DIR);
const families = new Map<string, string[]>();
for (const p of library.passages)
  if (p.family) families.set(p.family, [...(families.get(p.family) ?? []), passageKey(p)]);

describe.each(ENGINES)('story families through the API on %s', (engine) => {
  let t: TestApp;
  let user: { userId: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { contentDir: CONTENT_DIR });
    user = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const familyOf = (key: string, cookie = user.cookie) =>
    t.app.inject({ url: `/api/passage-family?key=${encodeURIComponent(key)}`, headers: { cookie } });
  const load = async (key: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passage-content',
      payload: { key },
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, key).toBe(200);
    return res.json().content;
  };

  it('walks every family: each member loads, the levels differ and the reading grade rises with them', async () => {
    expect(families.size).toBeGreaterThan(0);
    for (const [family, keys] of families) {
      // Asked from any member, the family is the same, easiest level first.
      const res = await familyOf(keys.at(-1) ?? '');
      expect(res.statusCode, family).toBe(200);
      const body: PassageFamilyResponse = res.json();
      expect(body.family).toBe(family);
      expect(body.members.map((m) => m.key).sort()).toEqual([...keys].sort());
      const levels = body.members.map((m) => m.level);
      expect(new Set(levels).size, family).toBe(levels.length);
      const ranks = levels.map((l) => READING_LEVELS_BY_DIFFICULTY.indexOf(l));
      expect(ranks, family).toEqual([...ranks].sort((a, b) => a - b));
      let previous = Number.NEGATIVE_INFINITY;
      for (const member of body.members) {
        const content = await load(member.key);
        expect(content).toMatchObject({ key: member.key, level: member.level, title: member.title });
        expect(content.questions).toHaveLength(5);
        expect(content.french?.questions).toHaveLength(5);
        const grade = readingGrade(content.text);
        expect(grade, `${member.key} reads harder than the level below`).toBeGreaterThan(previous);
        previous = grade;
      }
    }
  });

  it('marks the level a learner read, and only that one', async () => {
    const reader = await registerUser(t.app);
    const [family, keys] = [...families][0] ?? ['', []];
    const { members } = (await familyOf(keys[0] ?? '', reader.cookie)).json() as PassageFamilyResponse;
    expect(members.every((m) => !m.read)).toBe(true);
    const upper = members.at(-1);
    if (!upper) throw new Error(`family ${family} has no members`);
    await t.app.inject({
      method: 'POST',
      url: '/api/passage-content',
      payload: { key: upper.key },
      headers: { cookie: reader.cookie },
    });
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/user/${reader.userId}/activity`,
      payload: {
        events: [
          {
            id: 'family-read-1',
            occurredAt: new Date().toISOString(),
            data: { type: 'reading-session', passageKey: upper.key, seconds: 120 },
          },
        ],
      },
      headers: { cookie: reader.cookie },
    });
    expect(recorded.statusCode).toBe(200);
    const after = (await familyOf(members[0]?.key ?? '', reader.cookie)).json() as PassageFamilyResponse;
    expect(after.members.map((m) => [m.level, m.read])).toEqual(members.map((m) => [m.level, m.key === upper.key]));
    // Another learner's family shows nothing read.
    const other = (await familyOf(upper.key)).json() as PassageFamilyResponse;
    expect(other.members.every((m) => !m.read)).toBe(true);

    // A site upgraded from before passage reads were kept finds them from the stored events.
    const migration = await import('#src/server/db/migrations/017-passage-reads.ts');
    const untyped = t.database.db as unknown as Kysely<unknown>; // migrations see the schema of their own time
    await migration.down(untyped);
    await migration.up(untyped);
    const upgraded = (await familyOf(members[0]?.key ?? '', reader.cookie)).json() as PassageFamilyResponse;
    expect(upgraded.members.map((m) => [m.level, m.read])).toEqual(members.map((m) => [m.level, m.key === upper.key]));
  });

  it('answers no members for a passage outside any family, 404 for an unknown key, 400 without one', async () => {
    const loner = library.passages.find((p) => !p.family);
    if (!loner) throw new Error('every passage has a family');
    const res = await familyOf(passageKey(loner));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ family: null, members: [] });
    const unknown = await familyOf('reading/intermediate/food/no-such-story');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('error');
    const missing = await t.app.inject({ url: '/api/passage-family', headers: { cookie: user.cookie } });
    expect(missing.statusCode).toBe(400);
    const signedOut = await t.app.inject({ url: `/api/passage-family?key=${passageKey(loner)}` });
    expect(signedOut.statusCode).toBe(401);
  });
});
