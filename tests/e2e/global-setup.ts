// Starts the real built server on a free port with a temporary DATA_DIR for
// the whole run, and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

async function startServer(extraEnv: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'english-e2e-'));
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
