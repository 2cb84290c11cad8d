// A PostgreSQL for the benches that run the site on it: TEST_DATABASE_URL
// when set (a fresh schema in it), else a throwaway cluster started the way
// .ci/run starts one (initdb and pg_ctl from /usr/lib/postgresql/*/bin, as
// the postgres user when run as root), stopped afterwards. Its defaults are
// kept (fsync on), as a small server would run it. Null with the reason when
// there is none to start.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './site.ts';

export type BenchPostgres = { url: string; stop: () => Promise<void> };

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** A schema of its own in `base`, so the site's migrations start from nothing. */
async function freshSchema(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export async function startBenchPostgres(): Promise<BenchPostgres | { skipped: string }> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    const { url, drop } = await freshSchema(given);
    return { url, stop: drop };
  }
  const bin = postgresBin();
  if (!bin) return { skipped: 'no PostgreSQL: set TEST_DATABASE_URL or install postgresql' };
  const root = userInfo().uid === 0;
  const asPostgres = (command: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  const dir = mkdtempSync(join(tmpdir(), 'bench-postgres-'));
  const data = join(dir, 'data');
  const stopCluster = async () => {
    try {
      asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
    const port = await freePort();
    asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']);
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir}`,
      'start',
    ]);
    const { url, drop } = await freshSchema(`postgres://postgres@127.0.0.1:${port}/postgres`);
    return {
      url,
      stop: async () => {
        await drop().catch(() => undefined);
        await stopCluster();
      },
    };
  } catch (error) {
    await stopCluster();
    return { skipped: `PostgreSQL did not start (${(error as Error).message.split('\n')[0]})` };
  }
}
