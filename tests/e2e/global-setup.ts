// Starts the real built server on a free port with a temporary DATA_DIR for
// the whole run, and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { e2eModel } from '../support/e2e-model.ts';
import { startOpenAiServer } from '../support/openai-server.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('the server did not answer /healthz within 20 s');
}

/**
 * With E2E_DATABASE_URL (a PostgreSQL server), each server of the run gets a fresh database of its own there,
 * dropped at the end; without it, SQLite in the server's DATA_DIR, as a laptop runs the site.
 */
async function postgresDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> } | null> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) return null;
  const name = `english_e2e_${randomBytes(6).toString('hex')}`;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await query(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    // PostgreSQL needs a shared APP_SECRET (decision 003); any will do in a test.
    env: { DATABASE_URL: own.toString(), APP_SECRET: 'an-e2e-secret-of-at-least-thirty-two-characters' },
    drop: () => query(`drop database ${name} with (force)`),
  };
}

async function startServer(extraEnv: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'english-e2e-'));
  const postgres = await postgresDatabase();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The suite signs up more learners than one address may in an hour; signUp() says which
      // (made-up) address each comes from, as a proxy in front of the site would.
      TRUST_PROXY: 'loopback',
      ...postgres?.env,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  return {
    baseURL,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

export default async function globalSetup() {
  // The site as a community server runs it: no AI service, the built-in library.
  const plain = await startServer({ AI_BASE_URL: '' });
  process.env.E2E_BASE_URL = plain.baseURL;
  process.env.E2E_DATA_DIR = plain.dataDir;

  // The same site with an AI service (a local server speaking OpenAI's
  // protocol) and a library holding only the writing guides, so lists start
  // empty and show §8's empty-list texts until something is generated.
  const model = await startOpenAiServer(e2eModel);
  const guidesOnly = mkdtempSync(join(tmpdir(), 'english-e2e-content-'));
  for (const mode of readdirSync('content/writing'))
    cpSync(join('content/writing', mode, 'guide.json'), join(guidesOnly, 'writing', mode, 'guide.json'));
  const withAi = await startServer({
    AI_BASE_URL: model.url,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'test-model',
    CONTENT_DIR: guidesOnly,
  });
  process.env.E2E_AI_BASE_URL = withAi.baseURL;

  return async () => {
    await Promise.all([plain.stop(), withAi.stop()]);
    await model.close();
    rmSync(guidesOnly, { recursive: true, force: true });
  };
}
