// `npm run screenshots`: builds the site, starts it on a free port with a
// throwaway DATA_DIR, signs a learner up and photographs the main screens at
// a phone size (390x844) and a desktop size (1366x900), light and dark, into
// docs/screenshots/ (issue 18; the README shows them), each interface
// language's Hub and reading screen at 360x640 (issue 33), and the reading
// screen and leaderboard at the largest text size in Arabic and Ukrainian.
// `node scripts/screenshots.mjs http://127.0.0.1:3000` photographs a server
// that is already running instead (it needs sign-up to be open).
// SHOTS=level-check,level-result photographs only the shots named.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.env.SCREENSHOT_DIR ?? join(root, 'docs/screenshots');
mkdirSync(out, { recursive: true });

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

async function startServer() {
  // SKIP_BUILD=1 photographs the dist/ that is already built.
  if (process.env.SKIP_BUILD !== '1') {
    const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'english-screenshots-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const given = process.argv[2];
const server = given ? { base: given, stop: () => {} } : await startServer();
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

// One learner for every signed-in shot, with a little practice so the Hub has figures.
const context = await browser.newContext({ baseURL: server.base });
const learner = {
  username: 'Amina',
  email: `amina.${Date.now()}@example.org`,
  password: 'cedar-lamp-river',
  securityQuestion: "What was your first pet's name?",
  securityAnswer: 'Milo',
};
const registered = await context.request.post('/api/user/register', { data: learner });
if (!registered.ok()) throw new Error(`sign-up failed: ${registered.status()} ${await registered.text()}`);
const { userId } = await registered.json();
await context.request.post(`/api/user/${userId}/preferences`, {
  data: { preferredReadingLevel: 'early-learner', placedAt: Date.now() },
});
const cookies = await context.cookies();
const story = '/reading?level=early-learner&topic=daily-life';

// The level check's result: the first text right and the others wrong places
// at Early learner, the level the other shots use.
const check = JSON.parse(readFileSync(join(root, 'content/placement/check.json'), 'utf8'));
async function answerCheck(page) {
  for (const [i, text] of check.texts.entries()) {
    await page.getByRole('heading', { level: 2, name: text.title }).waitFor();
    for (const q of text.questions) {
      const option = i === 0 ? q.correctAnswer : (q.correctAnswer + 1) % q.options.length;
      await page.getByRole('group', { name: q.question }).getByRole('button', { name: q.options[option] }).click();
    }
  }
  await page.getByRole('heading', { level: 1, name: /^Your level/ }).waitFor();
}

// Word help (issue 28): a word outside a First steps story's list, with its plain meaning and its French.
const firstSteps =
  '/reading?level=non-english&topic=daily-life&key=reading/non-english/daily-life/ne-daily-life-selam-reads-a-school-paper';
async function tapForm(page) {
  await page
    .locator('.passage-text .word')
    .filter({ hasText: /^form$/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Word: form' }).getByText('In French:').waitFor();
}

const shots = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'features', path: '/features', signedIn: false },
  { name: 'level-check', path: '/welcome', signedIn: true, ready: '.check-text' },
  { name: 'level-result', path: '/welcome', signedIn: true, act: answerCheck },
  { name: 'hub', path: '/dashboard', signedIn: true },
  { name: 'levels', path: '/reading', signedIn: true },
  { name: 'topics', path: '/reading?level=early-learner', signedIn: true },
  { name: 'reading', path: story, signedIn: true, ready: '.passage-text' },
  { name: 'word-help', path: firstSteps, signedIn: true, ready: '.passage-text', act: tapForm, stay: true },
  { name: 'writing', path: '/writing', signedIn: true },
  { name: 'writing-task', path: '/writing?mode=letter-writing', signedIn: true, open: 'Sample Task' },
];
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

const only = process.env.SHOTS?.split(',');
for (const shot of shots.filter((s) => !only || only.includes(s.name))) {
  for (const [size, viewport] of Object.entries(sizes)) {
    for (const colorScheme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport, colorScheme, baseURL: server.base, reducedMotion: 'reduce' });
      if (shot.signedIn) await page.context().addCookies(cookies);
      await page.goto(shot.path);
      await page.waitForLoadState('networkidle');
      if (shot.open) {
        await page.getByRole('button', { name: shot.open }).click();
        await page.getByRole('heading', { level: 1 }).waitFor();
      }
      // Signed-in pages load their code after the session check: wait for the page itself.
      await page
        .locator(shot.ready ?? 'main h1')
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      if (shot.act) await shot.act(page);
      // The top of the page, where a learner arrives (a popup stays where the tapped word is).
      if (!shot.stay) await page.evaluate(() => window.scrollTo(0, 0));
      const file = join(out, `${shot.name}-${size}-${colorScheme}.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await page.close();
    }
  }
}
// Issue 33: each interface language's Hub and reading screen on a small phone
// (360x640), where a right-to-left layout or a long translation would break
// first. The languages are the ones the built site's language menu offers.
// SHOTS=languages photographs only these.
if (!only || only.includes('languages')) {
  const probe = await browser.newPage({ baseURL: server.base });
  await probe.goto('/');
  await probe.locator('.language-button').click();
  const languages = await probe
    .locator('.language-list bdi[lang]')
    .evaluateAll((names) => names.map((name) => name.getAttribute('lang')));
  await probe.close();
  for (const language of languages.filter((l) => l !== 'en')) {
    // The account's language wins over the device's (decision 017): set both.
    await context.request.post(`/api/user/${userId}/preferences`, { data: { interfaceLanguage: language } });
    for (const [name, path, ready] of [
      ['hub', '/dashboard', 'main h1'],
      ['reading', `${story}&key=reading/early-learner/daily-life/el-daily-life-a-bus-pass-for-amira`, '.passage-text'],
    ]) {
      const page = await browser.newPage({
        viewport: { width: 360, height: 640 },
        baseURL: server.base,
        reducedMotion: 'reduce',
      });
      await page.context().addCookies(cookies);
      await page.addInitScript((l) => localStorage.setItem('interface-language', l), language);
      await page.goto(path);
      await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      const file = join(out, `${name}-${language}-small-light.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await page.close();
    }
  }
}

// Issue 47: Arabic and Ukrainian, where a long word or a right-to-left layout pushed pages wider than a 360x640
// phone at the largest text size: a story open (its top; the list of stories with the one saved for offline; a
// word's meaning) and the weekly leaderboard, with a story read and its quiz passed this week.
// SHOTS=larger-text photographs only these.
if (!only || only.includes('larger-text')) {
  const key = 'reading/early-learner/daily-life/el-daily-life-a-bus-pass-for-amira';
  const passage = JSON.parse(readFileSync(join(root, `content/${key}.json`), 'utf8'));
  await context.request.post('/api/passage-content', { data: { key } });
  const now = new Date().toISOString();
  await context.request.post(`/api/user/${userId}/activity`, {
    data: {
      events: [
        {
          id: crypto.randomUUID(),
          occurredAt: now,
          data: {
            type: 'reading-session',
            passageKey: key,
            words: passage.text.split(/\s+/).length,
            seconds: 300,
            mode: 'normal',
          },
        },
        {
          id: crypto.randomUUID(),
          occurredAt: now,
          data: { type: 'quiz', passageKey: key, answers: passage.questions.map((q) => q.correctAnswer) },
        },
      ],
    },
  });
  const profileButton = { ar: 'ملفي وتقدّمي', uk: 'Профіль і прогрес' };
  for (const language of ['ar', 'uk']) {
    await context.request.post(`/api/user/${userId}/preferences`, {
      data: { interfaceLanguage: language, textSize: 'larger' },
    });
    const page = await browser.newPage({
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
      baseURL: server.base,
      reducedMotion: 'reduce',
    });
    await page.context().addCookies(cookies);
    await page.addInitScript((l) => localStorage.setItem('interface-language', l), language);
    const shoot = async (name) => {
      const file = join(out, `${name}-${language}-larger-light.png`);
      await page.screenshot({ path: file });
      console.log(file);
    };
    await page.goto(`${story}&key=${key}`);
    // Saved for offline as "Save for offline" does (lib/service-worker.ts), so the list shows its mark.
    await page.evaluate(
      (url) => caches.open('api').then((cache) => cache.add(url)),
      `/api/passage-content?key=${encodeURIComponent(key)}`,
    );
    await page.reload();
    await page.locator(`html[lang="${language}"][data-text-size="larger"]`).waitFor({ state: 'attached' });
    await page.locator('.passage-text .word').first().waitFor();
    await page.locator('.saved-mark').last().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot('reading');
    await page
      .locator('.saved-mark')
      .last()
      .evaluate((mark) => mark.scrollIntoView({ block: 'center' }));
    await shoot('stories');
    await page
      .locator('.passage-text .word')
      .filter({ hasText: /^coins$/ })
      .first()
      .click();
    await page
      .locator('dialog[open]')
      .getByText(/metal money/)
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    await shoot('word');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: profileButton[language] }).click();
    await page.locator('.board').waitFor();
    await page.locator('.board-box').evaluate((board) => board.scrollIntoView({ block: 'center' }));
    await shoot('leaderboard');
    await page.close();
  }
}

// Decision 037: a First steps story beside the team's translation in each language the team writes, on a small
// phone (light and dark) and a desktop, at the story's first paragraphs. SHOTS=side-by-side photographs only these.
if (!only || only.includes('side-by-side')) {
  const key = 'reading/non-english/daily-life/ne-daily-life-amira-and-the-bus';
  for (const language of ['ar', 'fa', 'uk', 'es']) {
    await context.request.post(`/api/user/${userId}/preferences`, {
      data: { interfaceLanguage: language, textSize: 'normal' },
    });
    for (const [size, viewport] of [
      ['360', { width: 360, height: 640 }],
      ['desktop', { width: 1366, height: 900 }],
    ])
      for (const colorScheme of size === '360' ? ['light', 'dark'] : ['light']) {
        const page = await browser.newPage({ viewport, colorScheme, baseURL: server.base, reducedMotion: 'reduce' });
        await page.context().addCookies(cookies);
        await page.addInitScript((l) => localStorage.setItem('interface-language', l), language);
        await page.goto(`/reading?level=non-english&topic=daily-life&key=${key}`);
        await page.locator(`.sbs-cell[lang="${language}"]`).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.locator('#passage-title').evaluate((title) => title.scrollIntoView({ block: 'start' }));
        const file = join(out, `side-by-side-${language}-${size}-${colorScheme}.png`);
        await page.screenshot({ path: file });
        console.log(file);
        await page.close();
      }
  }
}

await browser.close();
server.stop();
