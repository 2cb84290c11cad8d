// `npm run fit:sentence-bigrams`: the word-salad table (decision 033) from the
// library's own stories (content/reading), written to
// src/server/language/sentence-bigrams.json. Deterministic: the same stories
// give the same file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sentenceTableFrom } from '../src/server/language/word-salad.ts';

const root = 'content/reading';
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .sort();
const texts = files.map((f) => (JSON.parse(readFileSync(join(root, f), 'utf8')) as { text: string }).text);
const table = sentenceTableFrom(texts);
writeFileSync('src/server/language/sentence-bigrams.json', `${JSON.stringify(table)}\n`);
console.log(`${texts.length} stories: ${table.classes.length} classes, ${table.pairs.length / 3} pairs seen`);
