// The bytes a learner pays (issue 34): Chromium (Playwright's, as the e2e
// tests use) on a 360 px phone against the built site, through a proxy that
// counts every byte each way (bench/byte-counter.ts). A first visit to the
// home page, sign-up through the first story, each next story with the
// service worker warm, and the first use of each part that loads on demand.
// Plain HTTP on loopback: TLS would add about 5 KB per new connection.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { type PlacementCheck, placementCheckSchema } from '../src/domain/placement.ts';
import { type ByteCounter, startByteCounter } from './byte-counter.ts';
import { learnerText } from './learner-text.ts';
import { builtSiteExists, ROOT, startSite } from './site.ts';

const CHROMIUM = process.env.CHROMIUM_EXECUTABLE ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const NEXT_STORIES = 3;

/** Each phase's figure; `target` in KB where the issue sets one. */
export type BytesRow = { phase: string; downKb: number; upKb: number; urls: number; target?: number };
export type BytesResult = { rows: BytesRow[]; heaviest: { phase: string; request: string; kb: number }[] };

const TARGETS: Record<string, number> = {
  'sign-up through the first story (cold)': 250,
  ...Object.fromEntries(Array.from({ length: NEXT_STORIES }, (_, i) => [`next story ${i + 1} (warm)`, 15])),
};

async function newPhone(browser: Browser, url: string, serviceWorkers: 'allow' | 'block' = 'allow'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 360, height: 640 },
    isMobile: true,
    serviceWorkers,
    locale: 'en-GB',
  });
  context.setDefaultTimeout(60_000);
  return context.newPage();
}

async function signUpThroughFirstStory(page: Page) {
  const check: PlacementCheck = placementCheckSchema.parse(
    JSON.parse(readFileSync(join(ROOT, 'content/placement/check.json'), 'utf8')),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Join Our Community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await dialog.getByLabel('Username').fill('Amina');
  await dialog.getByLabel('E-mail address').fill(`amina.${Date.now()}@example.org`);
  await dialog.getByLabel('Password', { exact: true }).fill('cedar-lamp-river');
  await dialog.getByLabel('Type the password again', { exact: true }).fill('cedar-lamp-river');
  await dialog.getByLabel('Security question').selectOption({ index: 1 });
  await dialog.getByLabel('Your answer').fill('Milo');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/welcome$/);
  // The reading check, the way most learners are placed: every answer right.
  for (const text of check.texts)
    for (const q of text.questions)
      await page
        .getByRole('group', { name: q.question })
        .getByRole('button', { name: q.options[q.correctAnswer] })
        .click();
  await page.getByRole('link', { name: 'Read your first story' }).click();
  await page.locator('.passage-text').first().waitFor();
}

/** Runs one step under its own phase name and waits until the page and its worker are done. */
async function phase(counter: ByteCounter, name: string, step: () => Promise<void>) {
  counter.setPhase(name);
  await step();
  await counter.quiet();
}

export async function benchBytes(): Promise<BytesResult | { skipped: string }> {
  if (!builtSiteExists()) return { skipped: 'no built site: run `npm run build` first' };
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
  } catch (error) {
    return { skipped: `no Chromium at ${CHROMIUM} (${(error as Error).message.split('\n')[0]})` };
  }
  const site = await startSite();
  const counter = await startByteCounter(site.url);
  try {
    // A first visit: the page alone (no service worker), then with the offline copy the worker downloads
    // once the page has loaded and the browser is idle.
    const pageOnly = await newPhone(browser, counter.url, 'block');
    await phase(counter, 'home page, first visit (cold): the page alone', async () => {
      await pageOnly.goto('/', { waitUntil: 'load' });
    });
    await pageOnly.context().close();
    const visitor = await newPhone(browser, counter.url);
    await phase(counter, 'home page, first visit (cold): with its offline copy', async () => {
      await visitor.goto('/', { waitUntil: 'load' });
      await visitor.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    });
    await visitor.context().close();

    const page = await newPhone(browser, counter.url);
    await phase(counter, 'sign-up through the first story (cold)', () => signUpThroughFirstStory(page));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await counter.quiet();

    for (let i = 1; i <= NEXT_STORIES; i++)
      await phase(counter, `next story ${i} (warm)`, async () => {
        const before = (await page.locator('.passage-text').first().textContent()) ?? '';
        await page.getByRole('button', { name: 'Find a passage' }).click();
        await page.waitForFunction(
          (old) => {
            const text = document.querySelector('.passage-text')?.textContent ?? '';
            return text !== '' && text !== old;
          },
          before,
          { polling: 100 },
        );
      });

    const word = page.locator('.passage-text .word');
    await phase(counter, 'word help: first tap', async () => {
      await word.nth(3).click();
      await page.getByRole('dialog').first().waitFor();
    });
    await page.keyboard.press('Escape');
    await phase(counter, 'word help: next tap', async () => {
      await word.nth(12).click();
      await page.getByRole('dialog').first().waitFor();
    });
    await page.keyboard.press('Escape');

    const storyUrl = page.url();
    await phase(counter, 'story PDF (download)', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download PDF', exact: true }).click();
      await (await download).path();
    });

    await phase(counter, 'writing: first task opened', async () => {
      await page.goto('/writing?mode=email-writing');
      await page.getByRole('listitem').first().getByRole('button', { name: 'Load' }).click();
      await page.locator('#response').waitFor();
    });
    await phase(counter, 'writing feedback on 200 words', async () => {
      await page.locator('#response').fill(learnerText(200));
      await page.getByRole('button', { name: 'Get feedback' }).click();
      await page.getByRole('dialog', { name: 'Automatic feedback' }).waitFor();
    });
    await page.keyboard.press('Escape');

    counter.setPhase('back to the story');
    await page.goto(storyUrl);
    await page.locator('.passage-text').first().waitFor();
    await counter.quiet();
    await phase(counter, 'French interface (first switch)', async () => {
      const banner = page.getByRole('banner');
      await banner.locator('.language-button').click();
      await banner.getByRole('button', { name: 'Français', exact: true }).click();
      await page.getByRole('button', { name: 'Trouver une histoire' }).waitFor();
    });
    await browser.close();

    const flows = counter.flows();
    const phases = [...new Set(flows.map((f) => f.phase))].filter((p) => p !== 'start');
    const rows = phases.map((p) => {
      const of = flows.filter((f) => f.phase === p && f.request !== '(connection)');
      return {
        phase: p,
        downKb: of.reduce((sum, f) => sum + f.down, 0) / 1024,
        upKb: of.reduce((sum, f) => sum + f.up, 0) / 1024,
        urls: of.length,
        target: TARGETS[p],
      };
    });
    const heaviest = flows
      .filter((f) => f.request !== '(connection)' && f.phase !== 'start')
      .map((f) => ({ phase: f.phase, request: f.request.replace(/\?.*/, '?…'), kb: f.down / 1024 }))
      .sort((a, b) => b.kb - a.kb)
      .slice(0, 15);
    // BENCH_BYTES_DETAIL=1 prints every request of every step, to find what costs most.
    if (process.env.BENCH_BYTES_DETAIL === '1')
      for (const f of flows)
        console.log(`${f.phase} | ${f.request.slice(0, 90)} | ${(f.down / 1024).toFixed(1)} KB down`);
    return { rows, heaviest };
  } finally {
    await browser.close().catch(() => undefined);
    await counter.close();
    await site.stop();
  }
}

export function printBytes(result: BytesResult | { skipped: string }) {
  if ('skipped' in result) {
    console.log(`bytes a learner pays: skipped (${result.skipped})`);
    return;
  }
  console.log('\nbytes a learner pays: Chromium on a 360 px phone, counted on the wire (HTTP, no TLS)');
  console.table(
    result.rows.map((r) => ({
      step: r.phase,
      'KB down': r.downKb.toFixed(1),
      'KB up': r.upKb.toFixed(1),
      'distinct URLs': r.urls,
      target: r.target === undefined ? '' : `≤ ${r.target} KB ${r.downKb + r.upKb <= r.target ? 'met' : 'MISSED'}`,
    })),
  );
  console.log('heaviest requests:');
  console.table(result.heaviest.map((h) => ({ step: h.phase, request: h.request, KB: h.kb.toFixed(1) })));
}
