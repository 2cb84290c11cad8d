// The built site (dist/, `npm run build`) as its own process, the way
// `npm start` runs it, and a bare node:http server to measure it against.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The checkout whose build is measured: this one, or BENCH_SITE_ROOT (e.g. a copy from before a change). */
export const ROOT = process.env.BENCH_SITE_ROOT ?? join(import.meta.dirname, '..');

export type Running = { url: string; pid: number; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Polls until the URL answers 200; the time it took is the cold start. */
async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before serving`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
  };
}

/**
 * The environment and Node options `npm start` runs the site with (package.json's start script, the one
 * place they are set): a fixed malloc threshold, so the password hash's 19 MB blocks go back to the system
 * when freed rather than stay in each thread's arena, a 4 MB young generation, and V8 told to favour size over
 * speed (issue 34: memory; the README's speed section has the figures).
 */
export function startSettings(): { env: Record<string, string>; nodeArgs: string[] } {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const match = /^((?:[A-Z_]+=\S+\s+)*)node\s+((?:--\S+\s+)*)scripts\/start\.mjs$/.exec(pkg.scripts.start);
  if (!match) throw new Error(`bench/site.ts cannot read package.json's start script: ${pkg.scripts.start}`);
  const env = Object.fromEntries(
    (match[1] ?? '')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((v) => v.split('=', 2)),
  );
  return { env, nodeArgs: (match[2] ?? '').trim().split(/\s+/).filter(Boolean) };
}

export function builtSiteExists(): boolean {
  return existsSync(join(ROOT, 'dist/server/main.js')) && existsSync(join(ROOT, 'dist/client/index.html'));
}

/**
 * Starts dist/server/main.js on a fresh SQLite database; logs go to a file as in production. `env` adds to
 * or overrides its environment (DATABASE_URL and APP_SECRET for PostgreSQL, TRUST_PROXY, ANALYSIS_THREADS).
 */
export async function startSite(
  env: Record<string, string> = {},
): Promise<Running & { coldStartMs: number; logFile: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'english-bench-'));
  const port = await freePort();
  const logFile = join(dataDir, 'site.log');
  const started = performance.now();
  // BENCH_SITE_NODE_ARGS="--cpu-prof --cpu-prof-dir=prof" profiles the site under the load.
  const nodeArgs = process.env.BENCH_SITE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const settings = startSettings();
  const child = spawn(process.execPath, [...settings.nodeArgs, ...nodeArgs, join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...settings.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      AI_BASE_URL: '',
      ...env,
    },
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/healthz`, child);
  const coldStartMs = performance.now() - started;
  return {
    url,
    pid: child.pid ?? 0,
    coldStartMs,
    logFile,
    stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** A node:http server that answers GET /<n> with n bytes of JSON and nothing else: the machine's ceiling. */
export async function startBareServer(): Promise<Running> {
  const port = await freePort();
  const source = `
    const bodies = new Map();
    require('node:http').createServer((req, res) => {
      const n = Number(req.url.slice(1)) || 2;
      let body = bodies.get(n);
      if (!body) { body = '"' + 'x'.repeat(Math.max(0, n - 2)) + '"'; bodies.set(n, body); }
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/2`, child);
  return { url, pid: child.pid ?? 0, stop: stopper(child, () => {}) };
}

/** bench/framework-floor.ts in its own process: Fastify with the site's security headers and nothing else. */
export async function startFrameworkFloor(): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'framework-floor.ts'), String(port)],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/2`, child);
  return { url, pid: child.pid ?? 0, stop: stopper(child, () => {}) };
}

/** Resident memory of a process, from /proc (Linux). */
export function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); null elsewhere. */
export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks / 100) * 1000; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * Waits until the process has used under 5 % of a core for a second: the
 * running site warms its writing checker once it listens, and that thread's
 * CPU must not be counted against the requests measured next.
 */
export async function waitUntilSettled(pid: number, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last = cpuMs(pid);
  while (last !== null && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuMs(pid);
    if (now === null || now - last < 50) return;
    last = now;
  }
}
