// The move from SQLite to PostgreSQL as the README tells a volunteer to do it
// (issue 20): a SQLite site filled through its own API until every table has
// rows, `npm run move-to-postgres`, then every row compared, and the site
// started on PostgreSQL with the learner still signed in.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORD_GLOSS_SYSTEM } from '#src/server/ai/tasks/word-gloss/prompt.ts';
import { canonicalRow, sqliteTables } from '#src/server/db/move.ts';
import { createServerData, type ServerData, startServer } from '../reliability/support/server-process.ts';
import { TEST_DATABASE_URL } from '../support/database.ts';
import { type OpenAiTestServer, startOpenAiServer } from '../support/openai-server.ts';
import { practiceInSqliteFile } from '../support/practice-file.ts';
import { get, type Learner, NO_POSTGRES, post, readingEvent, register, signedInAs } from './support/http.ts';

if (!TEST_DATABASE_URL) console.log(NO_POSTGRES);

const FLAT = 'reading/early-learner/daily-life/el-daily-life-our-new-flat';
// An Intermediate story: the team translates only the easiest ones, so its Arabic is the AI service's.
const LEASE = 'reading/intermediate/daily-life/in-daily-life-a-lease-for-mateo-and-lucia';
const CLINIC = 'reading/early-learner/daily-life/el-daily-life-a-visit-to-the-clinic';
const LEASE_SENTENCE = 'Mr Chen gives her a lease to read.';
const SECRET = 'scale-out-suite-secret-0123456789abcdef';

/** Runs an npm script as a volunteer would; answers its exit code and everything it printed. */
export function npmRun(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => done({ code, output }));
  });
}

/** A client that reads int8 as numbers, as the site does (src/server/db/client.ts). */
function postgresClient(url: string) {
  return new pg.Client({
    connectionString: url,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

/** Every row of every table, as canonical text, from either engine. */
async function allRows(source: SQLite.Database, target: pg.Client | null) {
  const result = new Map<string, string[]>();
  for (const table of sqliteTables(source)) {
    const columns = table.columns.map((c) => `"${c}"`).join(', ');
    const real = target
      ? (
          await target.query(
            "select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 and data_type = 'real'",
            [table.name],
          )
        ).rows.map((r) => r.column_name)
      : [];
    const rows = target
      ? (await target.query({ text: `select ${columns} from "${table.name}"`, rowMode: 'array' })).rows
      : (source.prepare(`select ${columns} from "${table.name}"`).raw(true).all() as unknown[][]);
    const isReal = table.columns.map((c) => real.includes(c));
    result.set(table.name, rows.map((row) => canonicalRow(row, isReal)).sort());
  }
  return result;
}

const ARABIC = { title: 'الشقة', text: 'قصة قصيرة.', questions: [], vocabulary: [] };

describe.skipIf(!TEST_DATABASE_URL)('moving a community from SQLite to PostgreSQL', () => {
  let sqliteData: ServerData;
  let postgresData: ServerData;
  let ai: OpenAiTestServer;
  let learner: Learner;
  let other: Learner;

  beforeAll(async () => {
    ai = await startOpenAiServer((request) => {
      const system = request.messages[0]?.content ?? '';
      if (system === WORD_GLOSS_SYSTEM) return JSON.stringify({ french: 'le bail' });
      if (system.includes('Translate')) return JSON.stringify(ARABIC);
      return 'Title: Short\n\nA story.';
    });
    sqliteData = await createServerData('sqlite');
    postgresData = await createServerData('postgres');
  });
  afterAll(async () => {
    await sqliteData?.dispose();
    await postgresData?.dispose();
    await ai?.close();
  });

  it('fills every table of a SQLite site through its API', async () => {
    const site = await startServer(sqliteData, {
      CONTENT_DIR: resolve('content'),
      AI_BASE_URL: ai.url,
      AI_MODEL: 'test-model',
      APP_SECRET: SECRET,
    });
    try {
      learner = await register(site.url);
      other = await register(site.url);
      // Before anything asks whether the learner is established (an answer kept for a minute).
      practiceInSqliteFile(sqliteData.sqliteFile ?? '', learner.userId);
      // A failed sign-in leaves a counter in rate_limits.
      expect((await post(site.url, '/api/user/login', { email: other.email, password: 'wrong-guess' })).status).toBe(
        401,
      );
      expect((await post(site.url, '/api/passage-content', { key: FLAT }, learner.cookie)).status).toBe(200);
      const read = await post(
        site.url,
        `/api/user/${learner.userId}/activity`,
        {
          events: [{ ...readingEvent(FLAT), data: { type: 'reading-session', passageKey: FLAT, seconds: 180 } }],
          timeZone: 'UTC',
        },
        learner.cookie,
      );
      expect(read.status).toBe(200);
      expect((await read.json()).accepted).toBe(1);
      const prefs = await post(site.url, `/api/user/${learner.userId}/preferences`, { theme: 'dark' }, learner.cookie);
      expect(prefs.status).toBe(200);
      const word = await post(
        site.url,
        `/api/user/${learner.userId}/words`,
        { word: 'lease', definition: 'a contract to rent a home' },
        learner.cookie,
      );
      expect(word.status).toBe(200);
      const { tasks } = await (await get(site.url, '/api/writing-tasks?mode=letter-writing', learner.cookie)).json();
      const attemptId = randomUUID();
      const attempt = await post(
        site.url,
        `/api/user/${learner.userId}/writing/attempts`,
        {
          id: attemptId,
          taskKey: tasks[0].key,
          text: 'Dear Sam, thank you for the help with the flat.',
          secondsUsed: 60,
        },
        learner.cookie,
      );
      expect(attempt.status).toBe(200);
      const gloss = await get(
        site.url,
        `/api/word-gloss/lease?${new URLSearchParams({ passageKey: FLAT, sentence: LEASE_SENTENCE })}`,
        learner.cookie,
      );
      expect(await gloss.json()).toEqual({ french: 'le bail' });
      // A translation the AI service made is kept for everybody in passage_translations, beside the team's
      // (decision 037): of a story the team has not translated.
      const [, level, topic] = LEASE.split('/');
      const translation = await post(
        site.url,
        '/api/generate-passage',
        { prompt: '', level, topic, isTranslation: true, originalKey: LEASE, translateTo: 'ar' },
        learner.cookie,
      );
      expect(await translation.json()).toMatchObject({
        language: 'ar',
        title: ARABIC.title,
        kept: true,
        translatedBy: 'ai',
      });
      // A learner's report on a passage they opened fills content_reports.
      expect((await post(site.url, '/api/passage-content', { key: CLINIC }, learner.cookie)).status).toBe(200);
      const report = await post(
        site.url,
        '/api/content-reports',
        { key: CLINIC, reason: 'too-hard', note: '' },
        learner.cookie,
      );
      expect(report.status).toBe(200);
      // Volunteer tutors (decision 038) fill tutors, tutor_requests, tutor_comments and tutor_reports: the learner,
      // with a day of practice on record (written above: asking needs one), asks about their text; a volunteer makes the other
      // learner a tutor, who answers with a comment; the learner reports the comment.
      const asked = await post(
        site.url,
        `/api/user/${learner.userId}/tutor-requests`,
        { id: randomUUID(), attemptId },
        learner.cookie,
      );
      expect(asked.status).toBe(200);
      const requestId = (await asked.json()).id as string;
      const grant = await npmRun(['admin', '--', 'tutor', 'grant', other.email], {
        DATA_DIR: sqliteData.env.DATA_DIR ?? '',
      });
      expect(grant.code, grant.output).toBe(0);
      expect((await post(site.url, `/api/tutor/requests/${requestId}/claim`, {}, other.cookie)).status).toBe(200);
      const answer = {
        comments: [{ start: 0, end: 8, note: 'A warm start.' }],
        wentWell: 'Kind.',
        toPractise: 'Commas.',
      };
      expect((await post(site.url, `/api/tutor/requests/${requestId}/answer`, answer, other.cookie)).status).toBe(200);
      const reportComment = await post(
        site.url,
        `/api/user/${learner.userId}/tutor-requests/${requestId}/report`,
        { commentId: 'c1' },
        learner.cookie,
      );
      expect(reportComment.status).toBe(200);
      expect(site.errors()).toEqual([]);
    } finally {
      await site.stop();
    }
    // A volunteer's reset code and hidden passage fill reset_codes, content_hidden and admin_audit.
    const volunteer = { DATA_DIR: sqliteData.env.DATA_DIR ?? '' };
    const resetLink = await npmRun(['admin', '--', 'reset-link', other.email], volunteer);
    expect(resetLink.code, resetLink.output).toBe(0);
    const hide = await npmRun(['admin', '--', 'content', 'hide', CLINIC], volunteer);
    expect(hide.code, hide.output).toBe(0);

    // Every table the migrations made, read from the file itself: a new table without rows here fails this test.
    const file = new SQLite(sqliteData.sqliteFile ?? '', { readonly: true });
    const empty = sqliteTables(file).filter(
      (t) => (file.prepare(`select count(*) as n from "${t.name}"`).get() as { n: number }).n === 0,
    );
    file.close();
    expect(empty.map((t) => t.name)).toEqual([]);
  });

  it('moves every row, checks it, and refuses to move onto data without --replace', async () => {
    const env = { DATA_DIR: sqliteData.env.DATA_DIR ?? '', DATABASE_URL: postgresData.env.DATABASE_URL ?? '' };
    const moved = await npmRun(['move-to-postgres'], env);
    expect(moved.output).toMatch(/every row count and checksum agrees/);
    expect(moved.code).toBe(0);

    const file = new SQLite(sqliteData.sqliteFile ?? '', { readonly: true });
    const target = postgresClient(postgresData.env.DATABASE_URL ?? '');
    await target.connect();
    try {
      const before = await allRows(file, null);
      const after = await allRows(file, target);
      expect([...after.keys()]).toEqual([...before.keys()]);
      for (const [table, rows] of before) {
        expect(rows.length, table).toBeGreaterThan(0);
        expect(after.get(table), table).toEqual(rows);
      }
    } finally {
      await target.end();
      file.close();
    }

    const again = await npmRun(['move-to-postgres'], env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds data: .*Nothing was copied\. .*run the move again with --replace\./s);
    const replaced = await npmRun(['move-to-postgres', '--', '--replace'], env);
    expect(replaced.output).toMatch(/every row count and checksum agrees/);
    expect(replaced.code).toBe(0);
  });

  it('starts on PostgreSQL with the learner still signed in and their practice kept', async () => {
    const site = await startServer(postgresData, { CONTENT_DIR: resolve('content'), APP_SECRET: SECRET });
    try {
      expect(await signedInAs(site.url, learner.cookie)).toBe(learner.userId);
      const words = (await (await get(site.url, `/api/user/${learner.userId}/words`, learner.cookie)).json()).words;
      expect(words.map((w: { word: string }) => w.word)).toEqual(['lease']);
      const profile = (await (await get(site.url, `/api/user/${learner.userId}/profile?tz=UTC`, learner.cookie)).json())
        .profile;
      expect(profile.points).toBeGreaterThan(0);
      expect(site.errors()).toEqual([]);
    } finally {
      await site.stop();
    }
  });

  it('backs up and restores both engines into empty databases, with the learner still signed in', async () => {
    // SQLite: backup, then restore into a new DATA_DIR; every row comes back.
    const sqliteBackup = await npmRun(['backup'], { DATA_DIR: sqliteData.env.DATA_DIR ?? '' });
    expect(sqliteBackup.code, sqliteBackup.output).toBe(0);
    const sqliteFile = /Backed up to (\S+\.sqlite) /.exec(sqliteBackup.output)?.[1] ?? '';
    const restoredDir = mkdtempSync(join(tmpdir(), 'english-restored-'));
    try {
      const restored = await npmRun(['restore', '--', sqliteFile], { DATA_DIR: restoredDir });
      expect(restored.output).toMatch(/^Restored .* 2 learner accounts, migration \d{3}-/);
      const again = await npmRun(['restore', '--', sqliteFile], { DATA_DIR: restoredDir });
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/english\.sqlite already exists\. Stop the site/);
      const original = new SQLite(sqliteData.sqliteFile ?? '', { readonly: true });
      const copy = new SQLite(join(restoredDir, 'english.sqlite'), { readonly: true });
      expect(await allRows(copy, null)).toEqual(await allRows(original, null));
      original.close();
      copy.close();
    } finally {
      rmSync(restoredDir, { recursive: true, force: true });
    }

    // PostgreSQL: pg_dump of the moved data, pg_restore into a new database.
    const pgBackup = await npmRun(['backup', '--', join(sqliteData.env.DATA_DIR ?? '', 'pg-backups')], {
      DATABASE_URL: postgresData.env.DATABASE_URL ?? '',
    });
    expect(pgBackup.code, pgBackup.output).toBe(0);
    const dump = /Backed up to (\S+\.pgdump) /.exec(pgBackup.output)?.[1] ?? '';
    const database = `restore_${Date.now().toString(36)}_${process.pid}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    try {
      const url = new URL(postgresData.env.DATABASE_URL ?? '');
      url.pathname = `/${database}`;
      const restored = await npmRun(['restore', '--', dump], { DATABASE_URL: url.toString() });
      expect(restored.output).toMatch(/^Restored .* 2 learner accounts, migration \d{3}-/);
      const site = await startServer(
        { env: { DATA_DIR: sqliteData.env.DATA_DIR ?? '', DATABASE_URL: url.toString() }, dispose: async () => {} },
        {
          CONTENT_DIR: resolve('content'),
          APP_SECRET: SECRET,
        },
      );
      try {
        expect(await signedInAs(site.url, learner.cookie)).toBe(learner.userId);
      } finally {
        await site.stop();
      }
    } finally {
      await admin.query(`drop database ${database} with (force)`);
      await admin.end();
    }
  });
});
