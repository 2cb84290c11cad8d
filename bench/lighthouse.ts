// Lighthouse 12 (mobile emulation, its default) against the built site with
// Debian's Chromium: the public pages and a signed-in /reading.

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher'; // comes with lighthouse
import lighthouse from 'lighthouse';
import { SECURITY_QUESTIONS } from '../src/domain/enums.ts';
import { builtSiteExists, startSite } from './site.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/features', '/about'];

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
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
    ];
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
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        page: target.page === '/reading' ? '/reading (signed in)' : target.page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
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
}
