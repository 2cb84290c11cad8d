// Which main-thread tasks are long on the signed-in pages, and what runs in
// them (issue 34: Lighthouse's TBT names only a chunk, or "unattributable").
// Each page is opened as the Lighthouse rows open it (a fresh learner's
// cookie, bench/lighthouse-learner.ts), with the CPU slowed 4x and slow 4G as
// Lighthouse's mobile emulation, under a Chromium trace with its JS sampler.
// For every task of 50 ms or more it prints what the trace says ran inside
// (script, style, layout, GC) and the functions the samples fell in.
//
//   npm run build && npx tsx bench/long-tasks.ts [/dashboard,/reading,/writing]
// Function names are readable when the build keeps them: BUILD_MINIFY=0 npm run build.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { signedInPages } from './lighthouse-learner.ts';
import { builtSiteExists, startSite } from './site.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LONG_MS = 50;
const TOP = 6;

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
};
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };
type ChunkData = { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };

/** The JS sampler's samples on one thread: each one's time and its stack, leaf first. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; stack: CallFrame[] }[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return samples;
  let ts = (profile.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue;
    const data = e.args?.data as ChunkData;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      const stack: CallFrame[] = [];
      for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent))
        stack.push(n.callFrame);
      samples.push({ ts, stack });
    });
  }
  return samples;
}

const file = (url: string | undefined) => url?.split('/').pop()?.split('?')[0] || '(page)';
const frameName = (f: CallFrame) => `${f.functionName || '(anonymous)'} ${file(f.url)}:${f.lineNumber + 1}`;
const idle = (f: CallFrame | undefined) =>
  !f || ['(idle)', '(program)', '(garbage collector)', '(root)'].includes(f.functionName);

function top(counts: Map<string, number>, scale: number) {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, n]) => `${Math.round(n * scale)} ${name}`);
}

function add(counts: Map<string, number>, key: string, by: number) {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

/** Prints the long tasks of the page's main thread in this trace. */
function report(events: TraceEvent[]) {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((p) => p.name === 'Profile' && p.pid === e.pid && p.tid === e.tid),
  );
  if (!main) throw new Error('no renderer main thread with a profile in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const samples = samplesOf(events, main.pid, main.tid);
  const nav =
    onMain.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= LONG_MS * 1000);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += (task.dur ?? 0) / 1000 - LONG_MS;
    const inside = onMain.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end);
    const kinds = new Map<string, number>();
    for (const e of inside)
      if (!['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name)) add(kinds, e.name, (e.dur ?? 0) / 1000);
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    const each = within.length ? (task.dur ?? 0) / 1000 / within.length : 0;
    for (const s of within) {
      const leaf = s.stack[0];
      if (idle(leaf)) continue;
      if (leaf) add(self, frameName(leaf), each);
      for (const name of new Set(s.stack.filter((f) => f.functionName && !idle(f)).map(frameName)))
        add(inclusive, name, each);
    }
    const script = inside.find(
      (e) =>
        e.name === 'EvaluateScript' ||
        e.name === 'v8.evaluateModule' ||
        e.name === 'FunctionCall' ||
        e.name === 'TimerFire',
    );
    const data = script?.args?.data as { url?: string; functionName?: string } | undefined;
    console.log(
      `\n  task at ${Math.round((task.ts - nav) / 1000)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms; starts in ${script?.name ?? '?'} ${data?.functionName ?? ''} ${file(data?.url ?? '')}`,
    );
    console.log(`    trace: ${top(kinds, 1).join('; ')}`);
    console.log(`    self:  ${top(self, 1).join('; ')}`);
    console.log(`    incl:  ${top(inclusive, 1).join('; ')}`);
  }
  console.log(
    `\n  ${tasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms each (the whole load, not only after first paint)`,
  );
}

type Cdp = {
  send(
    method: 'Runtime.evaluate',
    params: { expression: string; returnByValue: boolean },
  ): Promise<{ result: { value?: unknown } }>;
};

/** Waits for the page's main heading, asked through CDP: Playwright's locators would add their own long tasks to the trace. */
async function headingShown(cdp: Cdp, heading: string) {
  const expression = "document.querySelector('main h1')?.textContent ?? ''";
  for (let tries = 0; tries < 120; tries++) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (String(result.value).includes(heading)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the page never showed "${heading}"`);
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

async function main() {
  if (!builtSiteExists()) throw new Error('no built site: run `npm run build` first');
  const wanted = (process.argv[2] ?? '/dashboard,/reading,/writing').split(',');
  const site = await startSite();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages = await signedInPages(site.url, chrome.port);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    for (const p of pages.filter((p) => wanted.includes(p.path.split('?')[0] ?? ''))) {
      const page = await context.newPage();
      await page.setViewportSize({ width: 412, height: 823 });
      const cdp = await context.newCDPSession(page);
      // Each page as a first visit: no service worker, no cached code.
      await cdp.send('Storage.clearDataForOrigin', {
        origin: site.url,
        storageTypes: 'service_workers,cache_storage,indexeddb,local_storage',
      });
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 204_800,
        uploadThroughput: 96_000,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
      await page.goto(`${site.url}${p.path}`, { waitUntil: 'load' });
      await headingShown(cdp, p.heading);
      await new Promise((resolve) => setTimeout(resolve, 3000)); // what runs after it (effects, the service worker) counts too
      await cdp.send('Tracing.end');
      await done;
      console.log(`\n${p.label} ${p.path}`);
      report(events);
      await page.close();
    }
    await browser.close();
  } finally {
    chrome.kill();
    await site.stop();
  }
}

await main();
