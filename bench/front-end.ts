// What a page costs to download before a learner can use it: the gzipped JS
// and CSS its HTML loads (entry, preloads, styles, and everything those
// import), read from the built dist/client and Vite's manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './site.ts';

const CLIENT = join(ROOT, 'dist/client');

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };

const gzipped = (file: string) => gzipSync(readFileSync(join(CLIENT, file))).length;

export type FrontEndResult = {
  pages: { page: string; kb: number; files: number }[];
  chunks: { source: string; kb: number }[];
};

export function benchFrontEnd(): FrontEndResult | { skipped: string } {
  const manifestFile = join(CLIENT, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return { skipped: 'no dist/client/.vite/manifest.json: run `npm run build` first' };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const byFile = new Map(Object.entries(manifest).map(([name, chunk]) => [chunk.file, name]));

  /** The files a set of starting files pulls in before it runs: static imports and their CSS. */
  const closure = (files: string[]) => {
    const all = new Set<string>();
    const visit = (file: string) => {
      if (all.has(file)) return;
      all.add(file);
      const chunk = manifest[byFile.get(file) ?? ''];
      for (const css of chunk?.css ?? []) all.add(css);
      for (const name of chunk?.imports ?? []) {
        const imported = manifest[name];
        if (imported) visit(imported.file);
      }
    };
    for (const file of files) visit(file);
    return all;
  };
  const fromHtml = (htmlFile: string) => {
    const html = readFileSync(join(CLIENT, htmlFile), 'utf8');
    const linked = [...html.matchAll(/<(?:script[^>]*src|link[^>]*href)="\/([^"]+\.(?:js|css))"/g)].map(
      (m) => m[1] ?? '',
    );
    // A prerendered page's boot script asks for the page's code after the first paint (scripts/build.mjs).
    const booted = [...html.matchAll(/data-(?:entry|preload)="([^"]*)"/g)].flatMap((m) =>
      (m[1] ?? '')
        .split(' ')
        .filter(Boolean)
        .map((url) => url.replace(/^\//, '')),
    );
    return [...linked, ...booted];
  };
  const size = (files: Set<string>) => ({
    kb: [...files].reduce((sum, f) => sum + gzipped(f), 0) / 1024,
    files: files.size,
  });
  const reading = manifest['src/web/features/reading/ReadingPage.tsx']?.file;

  const pages = [
    { page: '/', ...size(closure(fromHtml('index.html'))) },
    { page: '/features', ...size(closure(fromHtml('features/index.html'))) },
    { page: '/about', ...size(closure(fromHtml('about/index.html'))) },
    { page: '/help', ...size(closure(fromHtml('help/index.html'))) },
    {
      page: '/reading (signed in)',
      ...size(closure([...fromHtml('app.html'), ...(reading ? [reading] : [])])),
    },
  ];
  const chunks = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry)
    .map(([source, c]) => ({
      source,
      kb: (gzipped(c.file) + (c.css ?? []).reduce((s, f) => s + gzipped(f), 0)) / 1024,
    }))
    .sort((a, b) => b.kb - a.kb);
  return { pages, chunks };
}

export function printFrontEnd(result: FrontEndResult | { skipped: string }) {
  if ('skipped' in result) {
    console.log(`front end: skipped (${result.skipped})`);
    return;
  }
  console.log('\nfront end: gzipped JS+CSS before interaction (budget for /: 100 KB)');
  console.table(result.pages.map((p) => ({ page: p.page, 'KB gzipped': p.kb.toFixed(1), files: p.files })));
  console.log('each lazy chunk, gzipped (its own file and CSS):');
  console.table(result.chunks.map((c) => ({ chunk: c.source, 'KB gzipped': c.kb.toFixed(1) })));
}
