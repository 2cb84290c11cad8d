// Screenshots of pages at phone and desktop sizes, light and dark, for a
// person to look at: node scripts/screenshots.mjs http://127.0.0.1:3000 / /about
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const out = process.env.SCREENSHOT_DIR ?? '/tmp/screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
for (const path of paths.length ? paths : ['/']) {
  for (const [size, viewport] of Object.entries(sizes)) {
    for (const colorScheme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport, colorScheme });
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      const name = `${out}/${path.replace(/\W+/g, '_') || 'home'}-${size}-${colorScheme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
      await page.close();
    }
  }
}
await browser.close();
