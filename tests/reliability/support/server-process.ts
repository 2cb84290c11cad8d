// The real server as its own process (src/server/main.ts through tsx), so a
// test can kill -9 it, or measure its event loop from the outside.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Engine } from '#src/server/db/client.ts';
import { TEST_DATABASE_URL } from '../../support/database.ts';
import { writeFixtureLibrary } from '../../support/library-fixture.ts';

/** A free loopback port (the kernel picks it; nobody else binds loopback here). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Where a server keeps its data: a SQLite folder, or a fresh PostgreSQL schema. */
export type ServerData = { env: Record<string, string>; sqliteFile?: string; dispose: () => Promise<void> };

export async function createServerData(engine: Engine): Promise<ServerData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'english-reliability-'));
  const contentDir = writeFixtureLibrary();
  const cleanup = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(contentDir, { recursive: true, force: true });
  };
  const env = { DATA_DIR: dataDir, CONTENT_DIR: contentDir };
  if (engine === 'sqlite') {
    return { env, sqliteFile: join(dataDir, 'english.sqlite'), dispose: async () => cleanup() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `reliability_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { ...env, DATABASE_URL: url.toString() },
    dispose: async () => {
      const cleanupClient = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanupClient.connect();
      await cleanupClient.query(`drop schema ${schema} cascade`);
      await cleanupClient.end();
      cleanup();
    },
  };
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the server wrote, for failure messages. */
  output: () => string;
  /** Log lines at level error or worse. */
  errors: () => string[];
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL: no chance to flush or close anything. */
  kill9: () => Promise<void>;
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

export async function startServer(data: ServerData, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      APP_SECRET: 'reliability-suite-secret-0123456789abcdef',
      STATIC_DIR: join(data.env.DATA_DIR ?? tmpdir(), 'no-static'),
      ...data.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    errors: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .filter((line) => {
          try {
            return JSON.parse(line).level >= 50;
          } catch {
            return false;
          }
        }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
