// Lighthouse 12 (mobile emulation, its default) against the built site with
// Debian's Chromium: the public pages and a signed-in /reading.

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher'; // comes with lighthouse
import lighthouse from 'lighthouse';
import { SECURITY_QUESTIONS } from '../src/domain/enums.ts';
import { builtSiteExists, startSite } from './site.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// BENCH_LIGHTHOUSE_PAGES=/about,/reading runs only those ('/reading' is signed in).
const PAGES = ['/', '/features', '/about'];
const chosen = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Why a run failed, and each accessibility or best-practices audit that did not pass. */
  problems: string[];
};

async function signedInCookie(site: string): Promise<string> {
  const res = await fetch(`${site}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'Lighthouse',
      email: `lighthouse.${randomUUID()}@example.org`,
      password: 'maple-river-stone',
      securityQuestion: SECURITY_QUESTIONS[0],
      securityAnswer: 'Milo',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

export async function benchLighthouse(): Promise<LighthouseRow[] | { skipped: string }> {
  if (!existsSync(CHROMIUM))
    return { skipped: `no Chromium at ${CHROMIUM} (apt install chromium, or set CHROME_PATH)` };
  if (!builtSiteExists()) return { skipped: 'no built site: run `npm run build` first' };
  const site = await startSite();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const cookie = await signedInCookie(site.url);
    const targets = [
      ...PAGES.map((page) => ({ page, headers: {} })),
      { page: '/reading', headers: { Cookie: cookie } },
    ].filter((t) => !chosen || chosen.includes(t.page));
    const rows: LighthouseRow[] = [];
    for (const target of targets) {
      const result = await lighthouse(`${site.url}${target.page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: target.headers,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${target.page}`);
      const { categories, audits, runtimeError } = result.lhr;
      const failed = ['accessibility', 'best-practices'].flatMap((id) =>
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
      rows.push({
        page: target.page === '/reading' ? '/reading (signed in)' : target.page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        problems: [...(runtimeError ? [`${runtimeError.code}: ${runtimeError.message}`] : []), ...failed],
      });
    }
    return rows;
  } finally {
    chrome.kill();
    await site.stop();
  }
}

export function printLighthouse(result: LighthouseRow[] | { skipped: string }) {
  if ('skipped' in result) {
    console.log(`Lighthouse: skipped (${result.skipped})`);
    return;
  }
  console.log(
    '\nLighthouse 12, mobile emulation (targets: performance ≥ 98, accessibility 100, best practices 100, LCP < 1.5 s)',
  );
  console.table(
    result.map((r) => ({
      page: r.page,
      performance: r.performance,
      accessibility: r.accessibility,
      'best practices': r.bestPractices,
      'LCP ms': Math.round(r.lcpMs),
      'TBT ms': Math.round(r.tbtMs),
      CLS: r.cls.toFixed(3),
    })),
  );
  for (const r of result) if (r.problems.length) console.log(`${r.page}: ${r.problems.join('; ')}`);
}
