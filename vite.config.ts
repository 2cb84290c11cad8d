import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { siteConfigSchema } from './src/domain/site.ts';

// SITE_CONFIG names the organisation's details; they are checked here so a
// bad file stops the build with a clear message.
const siteConfigPath = resolve(process.env.SITE_CONFIG ?? 'config/site.json');
const siteCheck = siteConfigSchema.safeParse(JSON.parse(readFileSync(siteConfigPath, 'utf8')));
if (!siteCheck.success) {
  throw new Error(
    `SITE_CONFIG ${siteConfigPath} is invalid: ${siteCheck.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  );
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@site-config': siteConfigPath } },
  // The manifest tells the build (and the bench) which chunks each page needs.
  // No modulepreload polyfill: a browser without modulepreload still runs every
  // module, only without the head start, and every visitor would pay its bytes.
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // BUILD_MINIFY=0 keeps function names, for bench/long-tasks.ts's profiles only.
    minify: process.env.BUILD_MINIFY !== '0',
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A feature's index.ts is its only door (.dependency-cruiser.cjs). Its
      // modules run nothing on import, so saying so lets a page take one
      // export through the door without the bytes of the others: the reading
      // page takes useAddWord from words/index.ts, not the dashboard's list.
      //
      // Building a zod schema has no effect but the schema, so one the browser never uses (the content
      // files' schemas beside the passage's, the server's request bodies) is dropped instead of built
      // on every page load: building them was the largest long task of every signed-in page (issue 34).
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/web\/features\/.+\.tsx?$/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
      // Fewer, larger shared files (scripts/chunk-groups.ts says which).
      output: { codeSplitting: { groups: chunkGroups() } },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' } },
});
