// npm run bench: every benchmark in one run, figures side by side. The
// database rows run on SQLite, and on PostgreSQL too when TEST_DATABASE_URL
// is set; the API, front-end and Lighthouse rows need `npm run build` first
// (and Chromium for Lighthouse): each says why when it is skipped.
// BENCH_ONLY=api,bytes,front-end,lighthouse,existing,writing,word-senses picks sections (bytes: what a
// learner downloads, bench/bytes.ts; learners: how many learners one server carries, bench/learners.ts) (writing: the feedback
// analysis and its agreement with examiners; word-senses: word help against SemCor's annotators and the
// library's gloss coverage; both also part of existing).
import { cpus, totalmem } from 'node:os';
import { ENGINES } from '../tests/support/database.ts';
import { benchApi, printApi } from './api.ts';
import { benchBytes, printBytes } from './bytes.ts';
import { benchCefr, printCefr } from './cefr.ts';
import { benchDictionary, benchPassageLoad, printPassageLoad } from './content.ts';
import { benchFairPlay, printFairPlay } from './fair-play.ts';
import { benchFeedback, benchFindings, printFeedback, printFindings } from './feedback.ts';
import { benchFrontEnd, printFrontEnd } from './front-end.ts';
import { benchLearners, printLearners } from './learners.ts';
import { benchLighthouse, printLighthouse, targetMet } from './lighthouse.ts';
import { benchProgress, printProgress } from './progress.ts';
import { benchWordSenses, glossCoverage, printGlossCoverage, printWordSenses } from './word-senses.ts';

const only = process.env.BENCH_ONLY?.split(',');
const wanted = (section: string) => !only || only.includes(section);

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
);

const frontEnd = wanted('front-end') ? benchFrontEnd() : null;
if (frontEnd) printFrontEnd(frontEnd);
const bytes = wanted('bytes') ? await benchBytes() : null;
if (bytes) printBytes(bytes);
const api = wanted('api') ? await benchApi() : null;
if (api) printApi(api);
const learners = wanted('learners') ? await benchLearners() : null;
if (learners) printLearners(learners);
const lighthouse = wanted('lighthouse') ? await benchLighthouse() : null;
if (lighthouse) printLighthouse(lighthouse);

if (wanted('existing') || wanted('writing')) {
  printFeedback(await benchFeedback());
  printFindings(await benchFindings());
  printCefr(await benchCefr());
}
if (wanted('existing') || wanted('word-senses')) {
  printWordSenses(await benchWordSenses());
  printGlossCoverage(glossCoverage());
}
if (wanted('existing')) {
  const results = [];
  for (const engine of ENGINES) {
    const result = await benchPassageLoad(engine);
    printPassageLoad(result);
    results.push(result);
  }
  if (results.length === 2 && results[0] && results[1]) {
    console.log(`passage load p50, postgres / sqlite: ${(results[1].load.p50 / results[0].load.p50).toFixed(2)}x`);
  }
  console.log(`dictionary, warm: ${Math.round(await benchDictionary()).toLocaleString('en')} lookups per second`);

  for (const engine of ENGINES) printProgress(await benchProgress(engine));
  for (const engine of ENGINES) printFairPlay(await benchFairPlay(engine));
}

// The issue 16 targets in one table, each figure beside what it is measured against.
const summary: { figure: string; measured: string; against: string; ratio: string }[] = [];
if (api && !('skipped' in api)) {
  for (const r of api.rows) {
    summary.push({
      figure: `${r.name} req/s (p99 ms, errors)`,
      measured: `${Math.round(r.site.rps)} (${r.site.p99}, ${r.site.errors})`,
      against: `bare node:http ${Math.round(r.bare.rps)} (${r.bare.p99}); Fastify floor ${Math.round(r.floor.rps)}`,
      ratio: (r.site.rps / r.bare.rps).toFixed(2),
    });
    if (r.site.cpuMs !== null && r.bare.cpuMs !== null)
      summary.push({
        figure: `${r.name} server CPU ms per request`,
        measured: r.site.cpuMs.toFixed(3),
        against: `bare node:http ${r.bare.cpuMs.toFixed(3)}; Fastify floor ${r.floor.cpuMs?.toFixed(3) ?? 'n/a'}`,
        ratio: (r.bare.cpuMs / r.site.cpuMs).toFixed(2),
      });
  }
  if (api.logins)
    summary.push({
      figure: 'logins/s',
      measured: `${Math.round(api.logins.site.rps)}`,
      against: `raw argon2id ${Math.round(api.logins.argon2PerSecond)}/s`,
      ratio: (api.logins.site.rps / api.logins.argon2PerSecond).toFixed(2),
    });
}
if (frontEnd && !('skipped' in frontEnd))
  for (const p of frontEnd.pages)
    summary.push({
      figure: `${p.page} KB gzipped JS+CSS`,
      measured: p.kb.toFixed(1),
      against: 'budget 100',
      ratio: (p.kb / 100).toFixed(2),
    });
if (lighthouse && !('skipped' in lighthouse))
  for (const r of lighthouse.rows)
    summary.push({
      figure: `Lighthouse ${r.page} perf/a11y/bp, LCP ms, TBT ms (median)`,
      measured: `${r.performance}/${r.accessibility}/${r.bestPractices}, ${Math.round(r.lcpMs)}, ${Math.round(r.tbtMs)}`,
      against: `≥ ${r.target.performance}/100/100, < ${r.target.lcpMs}${r.target.tbtMs === undefined ? '' : `, < ${r.target.tbtMs}`}`,
      ratio: targetMet(r),
    });
if (summary.length) {
  console.log('\nsummary (issue 16 targets)');
  console.table(summary);
}
