// npm run bench: every benchmark, figures printed side by side. Runs on
// SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { ENGINES } from '../tests/support/database.ts';
import { benchCefr, printCefr } from './cefr.ts';
import { benchDictionary, benchPassageLoad, printPassageLoad } from './content.ts';
import { benchFairPlay, printFairPlay } from './fair-play.ts';
import { benchFeedback, printFeedback } from './feedback.ts';
import { benchProgress, printProgress } from './progress.ts';

const results = [];
for (const engine of ENGINES) {
  const result = await benchPassageLoad(engine);
  printPassageLoad(result);
  results.push(result);
}
if (results.length === 2 && results[0] && results[1]) {
  console.log(`passage load p50, postgres / sqlite: ${(results[1].load.p50 / results[0].load.p50).toFixed(2)}x`);
}
printFeedback(await benchFeedback());
printCefr(await benchCefr());
console.log(`dictionary, warm: ${Math.round(await benchDictionary()).toLocaleString('en')} lookups per second`);

for (const engine of ENGINES) printProgress(await benchProgress(engine));
for (const engine of ENGINES) printFairPlay(await benchFairPlay(engine));
