// Checks the built-in library and prints each passage's words and grade:
// npm run check:content
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
console.log(`${report.tasks.length} writing tasks`);
for (const problem of report.problems) console.log(`PROBLEM ${problem}`);
process.exitCode = report.problems.length ? 1 : 0;
