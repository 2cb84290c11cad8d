// `npm run admin` as a volunteer runs it: a real child process on the same
// settings as the server (DATA_DIR or DATABASE_URL), against the database the
// running app uses.
import { execFile } from 'node:child_process';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_QUESTIONS } from '#src/domain/enums.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { createSharedTestDatabase, ENGINES } from '../support/database.ts';

const run = promisify(execFile);
// Each command is a fresh Node process compiling TypeScript: seconds on a busy machine.
const SLOW = 180_000;

describe.each(ENGINES)('npm run admin on %s', (engine) => {
  let t: TestApp;
  let env: Record<string, string>;

  const admin = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run('node_modules/.bin/tsx', ['scripts/admin.ts', ...args], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, SITE_URL: 'https://learn.example.org/' },
        timeout: 60_000,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  beforeAll(async () => {
    const database = await createSharedTestDatabase(engine);
    env = database.env;
    t = await createTestApp(engine, {}, { database });
  });
  afterAll(() => t.close());

  it(
    'prints a link whose code signs the learner in once, and records the shell user',
    async () => {
      const learner = await registerUser(t.app);
      const result = await admin('reset-link', learner.email);
      expect(result.code).toBe(0);
      const link = result.stdout.match(/Link: (\S+)/)?.[1] ?? '';
      expect(link).toMatch(/^https:\/\/learn\.example\.org\/reset-code#code=([0-9A-Z]{4}-){3}[0-9A-Z]{4}$/);
      const code = new URL(link).hash.replace('#code=', '');

      const redeem = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/reset-code',
          payload: {
            code,
            newPassword: 'harbour-violet-three',
            securityQuestion: SECURITY_QUESTIONS[1],
            securityAnswer: 'Accra',
          },
        });
      expect((await redeem()).statusCode).toBe(200);
      expect((await redeem()).statusCode).toBe(400);

      const audit = await admin('audit', '5');
      expect(audit.stdout).toContain(`${userInfo().username}  reset-link  ${learner.userId}  done`);
      expect(audit.stdout).not.toContain(learner.email);
    },
    SLOW,
  );

  it(
    'locks, unlocks, deletes and counts, and explains what it refuses',
    async () => {
      const learner = await registerUser(t.app);
      expect((await admin('lock', learner.email)).stdout).toContain('Locked.');
      const login = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: learner.email, password: learner.password },
        });
      expect((await login()).statusCode).toBe(403);
      expect((await admin('unlock', learner.email)).stdout).toContain('Unlocked.');
      expect((await login()).statusCode).toBe(200);

      const unconfirmed = await admin('delete', learner.email);
      expect(unconfirmed.code).toBe(1);
      expect(unconfirmed.stderr).toContain('--yes');
      expect((await login()).statusCode).toBe(200);
      expect((await admin('delete', learner.email, '--yes')).stdout).toContain('Deleted.');
      expect((await login()).statusCode).toBe(401);

      const stats = await admin('stats', '--json');
      expect(stats.code).toBe(0);
      const counted = JSON.parse(stats.stdout);
      // The first test's learner remains; this one was deleted.
      expect(counted).toMatchObject({ learners: 1, lockedLearners: 0 });
      expect(counted.weeks).toHaveLength(8);
      expect(counted.weeks.at(-1).registered).toBe(1);

      const usage = await admin('frobnicate');
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Unknown command: frobnicate');
      expect(usage.stderr).toContain('reset-link EMAIL');
    },
    SLOW,
  );
});
