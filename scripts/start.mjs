// `npm start`: build the site if the sources changed since the last build,
// then run the server in this process (signals reach it directly).

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const info = join(root, 'dist/build-info.json');

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, name)));
  return newest;
}

const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/build.mjs'].map((p) =>
  join(root, p),
);
inputs.push(resolve(root, process.env.SITE_CONFIG ?? 'config/site.json'));

const builtAt = existsSync(info) ? JSON.parse(readFileSync(info, 'utf8')).builtAt : 0;
if (Math.max(...inputs.map(newestChange)) > builtAt) {
  console.log('Building the site...');
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
await import(pathToFileURL(join(root, 'dist/server/main.js')).href);
