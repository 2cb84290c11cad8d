// Checks the built-in library and prints the per-level averages, the
// passages per level × topic and the story families (--verbose: each
// passage's words and grade, each family's grades): npm run check:content
import { MIN_PASSAGES_PER_CELL, MIN_STORY_FAMILIES } from '../src/domain/library.ts';
import { countWords, readingGrade } from '../src/domain/text.ts';
import { checkLibrary } from '../tests/support/library-check.ts';

const report = checkLibrary(new URL('../content', import.meta.url).pathname);
const verbose = process.argv.includes('--verbose');
if (verbose)
  for (const p of report.passages)
    console.log(`${p.level}/${p.topic}/${p.id}: ${countWords(p.text)} words, grade ${readingGrade(p.text).toFixed(1)}`);
for (const l of report.levels)
  console.log(
    `${l.level}: ${l.passages} passages, ${l.averageWords.toFixed(0)} words, grade ${l.averageGrade.toFixed(1)} on average`,
  );
for (const level of new Set(report.cells.map((c) => c.level)))
  console.log(
    `${level} by topic: ${report.cells
      .filter((c) => c.level === level)
      .map((c) => `${c.topic} ${c.passages}`)
      .join(', ')}`,
  );
const thin = report.cells.filter((c) => c.passages < MIN_PASSAGES_PER_CELL);
console.log(
  thin.length
    ? `${thin.length} level × topic cells below ${MIN_PASSAGES_PER_CELL}: ${thin.map((c) => `${c.level}/${c.topic} (${c.passages})`).join(', ')}`
    : `every level × topic cell has at least ${MIN_PASSAGES_PER_CELL} passages`,
);
console.log(
  `${report.families.length} story families${report.families.length < MIN_STORY_FAMILIES ? ` (the goal is at least ${MIN_STORY_FAMILIES})` : ''}`,
);
if (verbose)
  for (const f of report.families)
    console.log(`  ${f.family}: ${f.members.map((m) => `${m.level} ${m.grade.toFixed(1)}`).join(' < ')}`);
console.log(`${report.tasks.length} writing tasks`);
for (const problem of report.problems) console.log(`PROBLEM ${problem}`);
process.exitCode = report.problems.length ? 1 : 0;
