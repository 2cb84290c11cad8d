// Started by bench/feedback.ts in a process of its own: how much resident
// memory one warm analysis worker (harper.js, the tagger, the models) adds
// to the server. Prints one JSON line.
import { createAnalysisPool } from '../src/server/features/writing-feedback/analysis-pool.ts';
import { learnerText } from './learner-text.ts';

const before = process.memoryUsage().rss;
const pool = createAnalysisPool({ threads: 1, queue: 4 });
for (let i = 0; i < 5; i++)
  await pool.analyse({ text: learnerText(500), mode: 'essay-writing', variety: 'both' }, { owner: 'bench' });
const after = process.memoryUsage().rss;
await pool.close();
console.log(JSON.stringify({ workerRssBytes: after - before }));
