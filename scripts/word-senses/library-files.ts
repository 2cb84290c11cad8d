// The library's passage files, in a stable order.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function passageFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return passageFiles(path);
      return name.endsWith('.json') ? [path] : [];
    });
}
