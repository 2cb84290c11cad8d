// The decision records stay findable: each file's title carries its own
// number, the architecture page links every one, and every "decision NNN" the
// code cites exists (issue 31: a title said 009 in 016's file, and the list
// named 024 for what 027 decides).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DECISIONS = 'docs/decisions';
const files = readdirSync(DECISIONS).filter((f) => /^\d{3}-.*\.md$/.test(f));
const numbers = new Set(files.map((f) => f.slice(0, 3)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|css)$/.test(entry.name) ? [path] : [];
  });
}

describe('decision records', () => {
  it('each title starts with its own number', () => {
    const wrong = files.filter((f) => !readFileSync(join(DECISIONS, f), 'utf8').startsWith(`# ${f.slice(0, 3)}: `));
    expect(wrong).toEqual([]);
  });

  it('the architecture page links every decision', () => {
    const architecture = readFileSync('docs/architecture.md', 'utf8');
    expect(files.filter((f) => !architecture.includes(`(decisions/${f})`))).toEqual([]);
  });

  it('every decision the code cites exists', () => {
    const missing: string[] = [];
    for (const file of [...sourceFiles('src'), ...sourceFiles('scripts'), ...sourceFiles('tests')]) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\b[Dd]ecisions? (\d{3})\b/g)) {
        if (!numbers.has(match[1] ?? '')) missing.push(`${file}: decision ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
