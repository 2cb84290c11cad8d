// Builds everything `npm start` serves:
//   dist/client    the browser bundle, the prerendered public pages, app.html
//   dist/server    the server, bundled (node_modules stay external)
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { generateSW } from 'workbox-build';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const started = Date.now();

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

await rm(dist, { recursive: true, force: true });
await viteBuild({ root, logLevel: 'warn' });
await viteBuild({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/web/prerender.tsx', outDir: 'dist/prerender', emptyOutDir: true },
});

const template = await readFile(join(dist, 'client/index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, 'client/.vite/manifest.json'), 'utf8'));
// Each public page's own chunk (src/web/lazy-parts.ts), preloaded beside the
// entry so the page hydrates without a second round trip.
const PAGE_SOURCES = {
  '/': 'src/web/pages/HomePage.tsx',
  '/features': 'src/web/pages/FeaturesPage.tsx',
  '/about': 'src/web/pages/AboutPage.tsx',
  '/terms': 'src/web/pages/LegalPage.tsx',
  '/privacy': 'src/web/pages/LegalPage.tsx',
  '/reset-code': 'src/web/features/auth/ResetCodePage.tsx',
  '/help': 'src/web/pages/HelpPage.tsx',
};
/** Links that fetch these chunks (and what they import) with the page, each once, none the template already has. */
function preloadLinks(sources) {
  const links = [];
  const seen = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name) || chunk.isEntry) return;
    seen.add(name);
    if (!template.includes(`/${chunk.file}`))
      links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) {
      if (!template.includes(`/${css}`)) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`no chunk for ${source} in the Vite manifest`);
    visit(source);
  }
  return links.join('');
}
if (!template.includes('<!--app-->')) throw new Error('index.html must keep <!--app--> inside #root');

// A prerendered page paints from its HTML and stylesheet alone; its code only
// makes it interactive (a tap made before is replayed, lib/early-taps.tsx).
// So its scripts are asked for once the page has painted, by a small boot
// script (a file: the CSP allows no inline script): on a slow link the
// stylesheet and the first paint no longer share the connection with the
// code, and what the learner came to read shows first.
const BOOT = `(() => {
  const boot = document.currentScript;
  // The last tap on a button until hydration starts is kept (lib/early-taps.tsx replays it).
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button) window.earlyTap.button = button;
  };
  window.earlyTap = { button: null, stop: () => document.removeEventListener('click', keep, true) };
  document.addEventListener('click', keep, true);
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const href of boot.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry;
    document.head.append(script);
  };
  // Once the first contentful paint is on screen; a hidden tab paints nothing, so it loads at once.
  if (document.visibilityState === 'hidden') load();
  else if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    requestAnimationFrame(() => setTimeout(load, 0));
  else {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(load, 3000); // should no paint ever be reported
  }
})();
`;
const bootFile = `assets/boot-${createHash('sha256').update(BOOT).digest('base64url').slice(0, 8)}.js`;
await writeFile(join(dist, 'client', bootFile), BOOT);
function scriptsAfterPaint(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const src = entry.exec(html)?.[1];
  if (!src) throw new Error('no module entry script in the page');
  const preloads = [...html.matchAll(preload)].map((m) => m[1]);
  return html
    .replace(entry, '')
    .replace(preload, '')
    .replace(
      '</head>',
      `<script defer src="/${bootFile}" data-entry="${src}" data-preload="${preloads.join(' ')}"></script></head>`,
    );
}
const { render, firstPaintWords, FIRST_PAINT_WORDS_FILE, OFFLINE_SHELL_PATH, PUBLIC_ROUTES } = await import(
  pathToFileURL(join(dist, 'prerender/prerender.js')).href
);

// The shell for signed-in pages: an empty root, rendered in the browser.
const shell = template.replace('<!--app-->', '');
await writeFile(join(dist, 'client/app.html'), shell);
// The same shell for each signed-in page, naming in its head all the code that page will ask for. Otherwise
// the browser finds it one level of imports at a time (the shell, then the page, then zod, then the shared
// code and the passage screen): on a slow link each level is a round trip before the story shows (issue 34).
// The server picks the file (src/server/features/site/routes.ts); the offline copy keeps app.html.
// The reading page's first screen (no story in the address) keeps its small first download (issue 16).
const SIGNED_IN = ['src/web/lib/zod-jitless.ts', 'src/web/account-sync.tsx'];
const SHELLS = {
  dashboard: ['src/web/features/dashboard/DashboardPage.tsx', ...SIGNED_IN],
  reading: ['src/web/features/reading/ReadingPage.tsx'],
  story: [
    'src/web/features/reading/ReadingPage.tsx',
    'src/web/features/reading/components/PassageScreen.tsx',
    ...SIGNED_IN,
  ],
  writing: ['src/web/features/writing/WritingPage.tsx', ...SIGNED_IN],
  welcome: ['src/web/features/placement/PlacementPage.tsx', ...SIGNED_IN],
  // Decision 038: a learner's answers from tutors, and a tutor's page.
  'tutor-answers': ['src/web/features/tutoring/TutorAnswersPage.tsx', ...SIGNED_IN],
  tutor: ['src/web/features/tutoring/TutorPage.tsx', ...SIGNED_IN],
};
// The pages the server sends with their first screen drawn (a story's or a task's text, the Hub's day).
const PAINTED_SHELLS = ['story', 'writing', 'dashboard'];
await mkdir(join(dist, 'client/shells'), { recursive: true });
for (const [name, sources] of Object.entries(SHELLS)) {
  const html = shell.replace('</head>', `${preloadLinks(sources)}</head>`);
  await writeFile(join(dist, `client/shells/${name}.html`), html);
  // A page that the server sends with its first screen (src/server/features/site/first-paint.ts) paints from
  // its HTML, as a prerendered page does: its code is asked for after that paint.
  if (PAINTED_SHELLS.includes(name))
    await writeFile(join(dist, `client/shells/${name}-text.html`), scriptsAfterPaint(html));
}
// The words, in each interface language, and the pictures the server writes into those pages (issue 34).
await writeFile(join(dist, 'client', FIRST_PAINT_WORDS_FILE), JSON.stringify(firstPaintWords()));
for (const route of PUBLIC_ROUTES) {
  const page = await render(route);
  const html = scriptsAfterPaint(template.replace('</head>', `${preloadLinks([PAGE_SOURCES[route]])}</head>`))
    .replace('<!--app-->', () => page.html)
    .replace(/<title>.*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content=".*?" \/>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
  await mkdir(dirname(join(dist, 'client', file)), { recursive: true });
  await writeFile(join(dist, 'client', file), html);
}
await rm(join(dist, 'prerender'), { recursive: true, force: true });

// The service worker (issue 17: installable and offline). It is generated
// here, after the pages exist, so every page is precached under its own URL:
// the shell and the public pages open with no connection. The API answers a
// learner opened are kept too (network first), and a new version waits for
// the learner to choose "Reload" instead of changing an open session.
// The offline copy holds what a learner practises with: every signed-in page (Hub, reading, writing,
// placement) and the home page. The help, about, features, legal and reset-code pages and the code
// only they use (40 KB of a first visit, issue 34) are kept the first time they are opened instead.
const OFFLINE_PUBLIC = ['/'];
const onVisitRoutes = PUBLIC_ROUTES.filter((route) => !OFFLINE_PUBLIC.includes(route));
const pageUrls = Object.fromEntries([
  ...OFFLINE_PUBLIC.map((route) => [route, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`]),
  // The signed-in pages are one shell: kept once, under the address every other navigation falls back to. Not a
  // page's own address, whose copy from the server says who was signed in when it was asked.
  [OFFLINE_SHELL_PATH, 'app.html'],
]);
// A chunk's file, its styles and everything it imports statically.
function chunkFiles(name, into = new Set()) {
  const chunk = manifest[name];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, into);
  return into;
}
const onVisitSources = new Set(onVisitRoutes.map((route) => PAGE_SOURCES[route]));
const offlineFiles = new Set();
for (const [name, chunk] of Object.entries(manifest)) {
  if ((chunk.isEntry || chunk.isDynamicEntry) && !onVisitSources.has(name)) chunkFiles(name, offlineFiles);
}
const onVisitFiles = [...onVisitSources]
  .flatMap((source) => [...chunkFiles(source)])
  .filter((f) => !offlineFiles.has(f));
// The other interface languages' catalogues (17–21 KB gzipped each) and their writing guides' sentences
// stay out of the offline copy every learner downloads (issue 34: 95 KB of a first visit, and the guides'
// five languages): each is kept the first time it is used (the 'assets' cache below), so a learner pays
// for their own language only.
const otherLanguages = Object.entries(manifest)
  .filter(([source, chunk]) => /^src\/web\/i18n\/(guides\/)?[a-z]{2}\.ts$/.test(source) && chunk.isDynamicEntry)
  .map(([, chunk]) => chunk.file);
const sw = await generateSW({
  globDirectory: join(dist, 'client'),
  globPatterns: ['assets/**/*.{js,css,woff2,woff,svg,png}', '*.{svg,png,webmanifest}'],
  // The install icons are fetched by the browser itself when it offers or installs the site; a second copy in
  // the offline copy would be paid twice (25 KB; the page itself shows favicon.svg).
  globIgnores: [...otherLanguages, ...onVisitFiles, 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png'],
  // Names with a content hash need no revision: the worker then takes the copy the page has just
  // downloaded (served immutable) from the HTTP cache instead of downloading the same files again.
  dontCacheBustURLsMatching: /^assets\//,
  templatedURLs: pageUrls,
  swDest: join(dist, 'client/sw.js'),
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  cleanupOutdatedCaches: true,
  // Signed-in pages with a query (/reading?level=…) are the same shell.
  navigateFallback: OFFLINE_SHELL_PATH,
  navigateFallbackDenylist: [
    /^\/api\//,
    /^\/healthz/,
    /^\/metrics/,
    ...onVisitRoutes.map((route) => new RegExp(`^${route}$`)),
  ],
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  runtimeCaching: [
    {
      // A public page outside the offline copy: the network's copy, kept for the next time there is none.
      urlPattern: new RegExp(`^${'[^/]+//[^/]+'}(${onVisitRoutes.join('|')})$`),
      handler: 'NetworkFirst',
      options: { cacheName: 'pages', networkTimeoutSeconds: 6, expiration: { maxEntries: 10 } },
    },
    {
      // A chunk outside the offline copy (another language's catalogue, a page kept on visit), kept once used; hashed, so never stale.
      urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
      handler: 'CacheFirst',
      options: { cacheName: 'assets', expiration: { maxEntries: 40 }, cacheableResponse: { statuses: [200] } },
    },
    {
      // Who is signed in, and the data download, are always asked fresh.
      urlPattern: ({ url }) => url.pathname === '/api/session' || url.pathname.endsWith('/export'),
      handler: 'NetworkOnly',
    },
    {
      urlPattern: ({ url, request }) => url.pathname.startsWith('/api/') && request.method === 'GET',
      handler: 'NetworkFirst',
      options: {
        cacheName: 'api',
        networkTimeoutSeconds: 6,
        expiration: { maxEntries: 300 },
        cacheableResponse: { statuses: [200] },
      },
    },
  ],
});
for (const warning of sw.warnings) console.warn(warning);

await esbuild({
  // The worker threads (writing checker, PDFs, word help, the sense model's packing) are their own entries, loaded beside main.js.
  entryPoints: [
    join(root, 'src/server/main.ts'),
    join(root, 'src/server/features/writing-feedback/analysis-worker.ts'),
    join(root, 'src/server/features/pdf/pdf-worker.ts'),
    join(root, 'src/server/features/word-help/sense-model-worker.ts'),
    join(root, 'src/server/features/word-help/dictionary-worker.ts'),
  ],
  outdir: join(dist, 'server'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// Every text file the browser downloads is compressed here once, at the highest levels (brotli 11,
// gzip 9), and served as it is (features/site/routes.ts, preCompressed): on the fly the server can only
// afford quick levels, and its brotli came out larger than gzip. Over HTTPS, where browsers take
// brotli, the learner's code is about 13 % smaller (issue 34: the first story's ~210 KB of code).
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
async function precompress(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') await precompress(file);
      continue;
    }
    if (!/\.(js|css|html|svg|webmanifest|json|txt)$/.test(entry.name)) continue;
    const content = await readFile(file);
    if (content.length < 1024) continue; // the server sends small files as they are (compress threshold)
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzipped(content, { level: 9 }),
    ]);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  }
}
await precompress(join(dist, 'client'));

// The learned error detector's model and tables, read beside the worker (detector.ts: ./detector/).
await cp(join(root, 'src/server/features/writing-feedback/detector'), join(dist, 'server/detector'), {
  recursive: true,
});

await writeFile(join(dist, 'build-info.json'), JSON.stringify({ builtAt: Date.now() }));
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
