// Lighthouse 12 (mobile emulation, its default) against the built site with
// Debian's Chromium: the public pages, then the signed-in pages a learner
// opens (the Hub, a story, a writing task; bench/lighthouse-learner.ts). Each
// row is the median of BENCH_LIGHTHOUSE_RUNS runs (3), figure by figure.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher'; // comes with lighthouse
import lighthouse from 'lighthouse';
import { type SignedInPage, signedInPages } from './lighthouse-learner.ts';
import { SHOWN_AUDIT, shownConfig, shownIn } from './lighthouse-shown.ts';
import { builtSiteExists, startSite } from './site.ts';
import { median } from './stats.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// BENCH_LIGHTHOUSE_JSON=<folder> keeps each run's whole report (long tasks, boot-up time, requests) to find what blocks.
const JSON_DIR = process.env.BENCH_LIGHTHOUSE_JSON;
let savedRuns = 0;
// BENCH_LIGHTHOUSE_PAGES=/about,/reading runs only those (/dashboard, /reading and /writing are signed in).
const PUBLIC_PAGES = ['/', '/features', '/about'];
const SIGNED_IN_PATHS = ['/dashboard', '/reading', '/writing'];
const chosen = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const wanted = (path: string) => !chosen || chosen.includes(new URL(path, 'http://x').pathname);

/** What a row is held to: issue 16 for the public pages, issue 34 for the signed-in ones. */
export type LighthouseTarget = { performance: number; lcpMs: number; tbtMs?: number };
const PUBLIC_TARGET: LighthouseTarget = { performance: 98, lcpMs: 1500 };
const SIGNED_IN_TARGET: LighthouseTarget = { performance: 95, lcpMs: 2000, tbtMs: 200 };

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster; a loaded machine scores lower). */
  cpuIndex: number;
};

export type LighthouseRow = Figures & {
  page: string;
  /** The address opened, with its query (a story's or a task's key). */
  path: string;
  signedIn: boolean;
  target: LighthouseTarget;
  /** Each run's performance score, to show the spread behind the median. */
  performanceRuns: number[];
  /** True when a run did not end on the page meant (signed out, wrong heading) or could not be recorded: figures NaN. */
  failed: boolean;
  /** Why a run failed, and each accessibility or best-practices audit that did not pass. */
  problems: string[];
};

export type LighthouseResult = { rows: LighthouseRow[]; loadBefore: number[]; loadAfter: number[] };

type Page = { page: string; path: string; signedIn: boolean; heading?: string };

/** One Lighthouse run: its figures, and the problems that make it not the page meant. */
async function runOnce(port: number, site: string, target: Page) {
  const result = await lighthouse(
    `${site}${target.path}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      onlyAudits: [SHOWN_AUDIT],
    },
    shownConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
  if (JSON_DIR) {
    mkdirSync(JSON_DIR, { recursive: true });
    const name = `${++savedRuns}-${target.path.split('?')[0]?.replace(/\W+/g, '') || 'home'}.json`;
    writeFileSync(`${JSON_DIR}/${name}`, JSON.stringify(result.lhr));
  }
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  const wrongPage: string[] = [];
  const final = new URL(finalDisplayedUrl);
  if (`${final.pathname}${final.search}` !== target.path)
    wrongPage.push(`ended on ${final.pathname}${final.search}, not ${target.path}`);
  const shown = shownIn(audits[SHOWN_AUDIT]?.details);
  if (target.heading && !shown?.heading?.includes(target.heading))
    wrongPage.push(`its main heading was ${JSON.stringify(shown?.heading ?? null)}, not "${target.heading}"`);
  const failedAudits = ['accessibility', 'best-practices'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        // Which issues Chromium's DevTools raised (a cookie, CSP, a form field...).
        const items = (audits[ref.id]?.details as { items?: { issueType?: string; subItems?: unknown }[] })?.items;
        return ref.id === 'inspector-issues' && items
          ? `${ref.id} (${items.map((i) => `${i.issueType}: ${JSON.stringify(i.subItems).slice(0, 300)}`).join(', ')})`
          : ref.id;
      }),
  );
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const figures: Figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    cpuIndex: result.lhr.environment.benchmarkIndex,
  };
  const toolError = runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : null;
  return { figures, toolError, wrongPage, failedAudits };
}

/** A run Lighthouse itself could not record (NO_NAVSTART on a loaded machine) is tried again, twice at most. */
async function runRecorded(port: number, site: string, target: Page, retried: string[]) {
  for (let attempt = 1; ; attempt++) {
    const run = await runOnce(port, site, target);
    if (!run.toolError || attempt === 3) return run;
    retried.push(run.toolError);
  }
}

async function measure(port: number, site: string, target: Page): Promise<LighthouseRow> {
  const runs: Awaited<ReturnType<typeof runOnce>>[] = [];
  const retried: string[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runRecorded(port, site, target, retried));
  const wrongPage = [...new Set(runs.flatMap((r) => r.wrongPage))];
  const unrecorded = [...new Set(runs.flatMap((r) => (r.toolError ? [r.toolError] : [])))];
  const failed = wrongPage.length + unrecorded.length > 0;
  const middle = (key: keyof Figures) => (failed ? Number.NaN : median(runs.map((r) => r.figures[key])));
  return {
    page: target.page,
    path: target.path,
    signedIn: target.signedIn,
    target: target.signedIn ? SIGNED_IN_TARGET : PUBLIC_TARGET,
    performance: middle('performance'),
    accessibility: middle('accessibility'),
    bestPractices: middle('bestPractices'),
    lcpMs: middle('lcpMs'),
    tbtMs: middle('tbtMs'),
    cls: middle('cls'),
    cpuIndex: middle('cpuIndex'),
    performanceRuns: runs.map((r) => r.figures.performance),
    failed,
    problems: [
      ...wrongPage.map((p) => `not the page meant: ${p}`),
      ...unrecorded.map((p) => `Lighthouse could not record it, three times: ${p}`),
      ...retried.map((p) => `a run tried again after ${p.split(':')[0]}`),
      ...new Set(runs.flatMap((r) => r.failedAudits)),
    ],
  };
}

export async function benchLighthouse(): Promise<LighthouseResult | { skipped: string }> {
  if (!existsSync(CHROMIUM))
    return { skipped: `no Chromium at ${CHROMIUM} (apt install chromium, or set CHROME_PATH)` };
  if (!builtSiteExists()) return { skipped: 'no built site: run `npm run build` first' };
  const loadBefore = loadavg();
  const site = await startSite();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows: LighthouseRow[] = [];
    // The public pages first: once the learner's cookie is in Chromium, every page is opened signed in.
    for (const path of PUBLIC_PAGES.filter(wanted))
      rows.push(await measure(chrome.port, site.url, { page: path, path, signedIn: false }));
    if (SIGNED_IN_PATHS.some(wanted)) {
      const pages: SignedInPage[] = await signedInPages(site.url, chrome.port);
      for (const p of pages.filter((p) => wanted(p.path)))
        rows.push(
          await measure(chrome.port, site.url, {
            page: `${p.label} ${new URL(p.path, site.url).pathname} (signed in)`,
            path: p.path,
            signedIn: true,
            heading: p.heading,
          }),
        );
    }
    return { rows, loadBefore, loadAfter: loadavg() };
  } finally {
    chrome.kill();
    await site.stop();
  }
}

const targetText = (t: LighthouseTarget) =>
  `≥ ${t.performance}, LCP < ${t.lcpMs}${t.tbtMs === undefined ? '' : `, TBT < ${t.tbtMs}`}`;

/** 'yes', or which figures missed their target. */
export function targetMet(r: LighthouseRow): string {
  if (r.failed) return 'FAILED: see its problems below';
  const missed = [
    ...(r.performance < r.target.performance ? ['performance'] : []),
    ...(r.lcpMs >= r.target.lcpMs ? ['LCP'] : []),
    ...(r.target.tbtMs !== undefined && r.tbtMs >= r.target.tbtMs ? ['TBT'] : []),
  ];
  return missed.length ? `no: ${missed.join(', ')}` : 'yes';
}

export function printLighthouse(result: LighthouseResult | { skipped: string }) {
  if ('skipped' in result) {
    console.log(`Lighthouse: skipped (${result.skipped})`);
    return;
  }
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    `\nLighthouse 12, mobile emulation, median of ${RUNS} runs a page (load average 1/5/15 min: ${load(result.loadBefore)} before, ${load(result.loadAfter)} after); accessibility and best practices target 100; CPU index: Lighthouse's benchmark of this machine during the runs`,
  );
  console.table(
    result.rows.map((r) => ({
      page: r.page,
      performance: r.performance,
      'each run': r.performanceRuns.join('/'),
      'LCP ms': Math.round(r.lcpMs),
      'TBT ms': Math.round(r.tbtMs),
      CLS: r.cls.toFixed(3),
      accessibility: r.accessibility,
      'best practices': r.bestPractices,
      'CPU index': Math.round(r.cpuIndex),
      'target (perf, LCP ms, TBT ms)': targetText(r.target),
      met: targetMet(r),
    })),
  );
  for (const r of result.rows) if (r.signedIn) console.log(`${r.page}: ${r.path}`);
  for (const r of result.rows) if (r.problems.length) console.log(`${r.page}: ${r.problems.join('; ')}`);
}
