// The API under load (issue 16): the built site in its own process against a
// bare node:http server answering a body of the same size, in the same run,
// with autocannon at 50 connections. Also sign-ins against raw argon2id,
// cold start and memory. Two shared cores make the absolute numbers noisy:
// read the ratios.
import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { SECURITY_QUESTIONS } from '../src/domain/enums.ts';
import {
  builtSiteExists,
  cpuMs,
  rssMb,
  startBareServer,
  startFrameworkFloor,
  startSite,
  waitUntilSettled,
} from './site.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// BENCH_API_CASES=profile,activity runs only the requests whose name starts with one of these (and no sign-in).
const CASES = process.env.BENCH_API_CASES?.split(',');

/** cpuMs: server CPU time per request, which a busy shared machine disturbs far less than req/s. */
type Load = { rps: number; p50: number; p99: number; errors: number; bytes: number; cpuMs: number | null };
export type ApiRow = { name: string; site: Load; floor: Load; bare: Load };

async function load(
  url: string,
  pid: number,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; seconds?: number } = {},
): Promise<Omit<Load, 'bytes'>> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.seconds ?? SECONDS,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    // Only answers that succeeded count: a fast 429 or 400 is not a request served.
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMs: cpuBefore === null ? null : ((cpuMs(pid) ?? cpuBefore) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

async function signUp(site: string) {
  const email = `bench.${randomUUID()}@example.org`;
  const password = 'maple-river-stone';
  const res = await fetch(`${site}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'Bench',
      email,
      password,
      securityQuestion: SECURITY_QUESTIONS[0],
      securityAnswer: 'Milo',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { userId } = (await res.json()) as { userId: string };
  return { email, password, cookie, userId };
}

/** One request, to learn the size of the body the bare server must match. */
async function bodySize(url: string, init: RequestInit): Promise<number> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return Buffer.byteLength(await res.text());
}

export type ApiResult = {
  rows: ApiRow[];
  logins: { site: Load; argon2PerSecond: number } | null;
  coldStartMs: number;
  rssIdleMb: number | null;
  rssAfterReadsMb: number | null;
};

export async function benchApi(): Promise<ApiResult | { skipped: string }> {
  if (!builtSiteExists()) return { skipped: 'no built site: run `npm run build` first' };
  const site = await startSite();
  const bare = await startBareServer();
  const floor = await startFrameworkFloor();
  try {
    const rssIdleMb = rssMb(site.pid);
    await waitUntilSettled(site.pid);
    const learner = await signUp(site.url);
    const json = { 'content-type': 'application/json', cookie: learner.cookie };
    const list = (await (await fetch(`${site.url}/api/passages?limit=50`, { headers: json })).json()) as {
      passages: { key: string }[];
    };
    const key = list.passages[0]?.key;
    if (!key) throw new Error('the built-in library has no passages');

    const profileUrl = `${site.url}/api/user/${learner.userId}/profile?tz=UTC`;
    // 1,000 profile reads, one after another, for the memory figure.
    for (let i = 0; i < 1_000; i++) await (await fetch(profileUrl, { headers: json })).arrayBuffer();
    const rssAfterReadsMb = rssMb(site.pid);

    const contentBody = JSON.stringify({ key });
    // The passage is loaded (above, by its content) before the reading is claimed; the
    // load then replays the same event, which the API answers as a duplicate (idempotent retry).
    await fetch(`${site.url}/api/passage-content`, { method: 'POST', headers: json, body: contentBody });
    const activityBody = JSON.stringify({
      events: [
        {
          id: `bench-${randomUUID()}`,
          occurredAt: new Date().toISOString(),
          data: { type: 'reading-session', passageKey: key, seconds: 60 },
        },
      ],
      timeZone: 'UTC',
    });
    const cases: { name: string; url: string; method?: 'GET' | 'POST'; body?: string }[] = [
      { name: 'profile GET (signed in)', url: profileUrl },
      { name: 'passage list GET (50)', url: `${site.url}/api/passages?limit=50` },
      { name: 'passage content POST', url: `${site.url}/api/passage-content`, method: 'POST', body: contentBody },
      {
        name: 'activity POST (a retried event)',
        url: `${site.url}/api/user/${learner.userId}/activity`,
        method: 'POST',
        body: activityBody,
      },
    ];
    const rows: ApiRow[] = [];
    for (const c of cases.filter((c) => !CASES || CASES.some((name) => c.name.startsWith(name)))) {
      const init = { method: c.method ?? 'GET', headers: json, body: c.body };
      const bytes = await bodySize(c.url, init);
      const siteLoad = await load(c.url, site.pid, { method: c.method, headers: json, body: c.body });
      const floorLoad = await load(`${floor.url}/${bytes}`, floor.pid, {
        method: c.method,
        headers: { 'content-type': 'application/json' },
        body: c.body,
      });
      const bareLoad = await load(`${bare.url}/${bytes}`, bare.pid, { method: c.method, body: c.body });
      rows.push({
        name: c.name,
        site: { ...siteLoad, bytes },
        floor: { ...floorLoad, bytes },
        bare: { ...bareLoad, bytes },
      });
    }

    const loginBody = JSON.stringify({ email: learner.email, password: learner.password });
    const loginSite = CASES
      ? null
      : await load(`${site.url}/api/user/login`, site.pid, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: loginBody,
        });
    return {
      rows,
      logins: loginSite && {
        site: { ...loginSite, bytes: 0 },
        argon2PerSecond: await argon2PerSecond(learner.password),
      },
      coldStartMs: site.coldStartMs,
      rssIdleMb,
      rssAfterReadsMb,
    };
  } finally {
    await site.stop();
    await floor.stop();
    await bare.stop();
  }
}

/** argon2id verifications per second with the site's parameters (@node-rs/argon2 defaults), as many at once as autocannon sends. */
async function argon2PerSecond(password: string): Promise<number> {
  const stored = await hash(password);
  let done = 0;
  const end = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      await verify(stored, password);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return done / ((performance.now() - started) / 1000);
}

const f0 = (n: number) => Math.round(n).toLocaleString('en');

export function printApi(result: ApiResult | { skipped: string }) {
  if ('skipped' in result) {
    console.log(`API under load: skipped (${result.skipped})`);
    return;
  }
  console.log(`\nAPI under load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, same run`);
  console.table(
    result.rows.map((r) => ({
      request: r.name,
      'body bytes': r.site.bytes,
      'site req/s': f0(r.site.rps),
      'site p50/p99 ms': `${r.site.p50}/${r.site.p99}`,
      'site errors': r.site.errors,
      'Fastify floor req/s': f0(r.floor.rps),
      'bare req/s': f0(r.bare.rps),
      'bare p50/p99 ms': `${r.bare.p50}/${r.bare.p99}`,
      'site/bare': (r.site.rps / r.bare.rps).toFixed(2),
      'floor/bare': (r.floor.rps / r.bare.rps).toFixed(2),
      'CPU ms/req site': r.site.cpuMs?.toFixed(3) ?? 'n/a',
      'CPU ms/req floor': r.floor.cpuMs?.toFixed(3) ?? 'n/a',
      'CPU ms/req bare': r.bare.cpuMs?.toFixed(3) ?? 'n/a',
    })),
  );
  const { logins } = result;
  if (logins)
    console.log(
      `sign-in: ${f0(logins.site.rps)} logins/s (p50 ${logins.site.p50} ms, p99 ${logins.site.p99} ms, ${logins.site.errors} errors) vs raw argon2id ${f0(logins.argon2PerSecond)} verifications/s: ${(logins.site.rps / logins.argon2PerSecond).toFixed(2)}x`,
    );
  const mb = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(0)} MB`);
  console.log(
    // The writing checker's warm thread loads harper.js (~400 MB) once the site listens (the bench waits for
    // it before the reads), so most of the rise between these figures is that thread, not the reads (flat
    // from 1,000 to 10,000 reads).
    `cold start to first served request: ${f0(result.coldStartMs)} ms; RSS at start ${mb(result.rssIdleMb)}, after warm-up and 1,000 profile reads ${mb(result.rssAfterReadsMb)}`,
  );
}
