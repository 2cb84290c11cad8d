// A data file shipped in the repository (a fitted model, a word list), found
// from the package's root: the server runs from src/ in development and
// tests but bundled into dist/server/ in production, so a path relative to
// the module's own file would differ between the two.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | null = null;

/** The absolute path of `relative` (e.g. 'src/server/features/word-help/sense-model.json.gz'). */
export function shippedFile(relative: string): string {
  if (!root) {
    let dir = dirname(fileURLToPath(import.meta.url));
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    root = dir;
  }
  return join(root, relative);
}
