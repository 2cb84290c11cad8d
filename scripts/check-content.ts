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
const fewFamilies = report.families.length < MIN_STORY_FAMILIES;
console.log(`${report.families.length} story families${fewFamilies ? ` (at least ${MIN_STORY_FAMILIES} needed)` : ''}`);
// Per level, the stories that have a version at another level (decision 021).
for (const level of new Set(report.passages.map((p) => p.level))) {
  const all = report.passages.filter((p) => p.level === level);
  const inFamily = all.filter((p) => report.families.some((f) => f.members.some((m) => m.id === p.id)));
  console.log(`${level}: ${inFamily.length} of ${all.length} stories have a version at another level`);
}
if (verbose)
  for (const f of report.families)
    console.log(`  ${f.family}: ${f.members.map((m) => `${m.level} ${m.grade.toFixed(1)}`).join(' < ')}`);
console.log(`${report.tasks.length} writing tasks`);
// The team's translations of the two easiest levels' stories (decision 037).
for (const [language, { translated, of }] of Object.entries(report.translations))
  console.log(`${language}: ${translated} of ${of} First steps and Early learner stories translated`);
for (const [language, { decided, of, team }] of Object.entries(report.senseWords))
  console.log(`${language}: ${decided} of ${of} senses of those stories have words (${team} written by the team)`);
// Every story's senses are chosen by a person who read it (npm run review:word-senses, decision 034).
console.log(`${report.reviewed.length} of ${report.passages.length} stories reviewed (word senses)`);
for (const p of report.passages.filter((p) => !p.sensesReviewed))
  report.problems.push(`${p.id}: its word senses are not reviewed (npm run review:word-senses)`);
for (const problem of report.problems) console.log(`PROBLEM ${problem}`);
// Below a floor of src/domain/library.ts is a failure like a broken file.
process.exitCode = report.problems.length || thin.length || fewFamilies ? 1 : 0;
