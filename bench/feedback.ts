// Offline writing analysis (harper.js in both spellings, learner-error rules,
// measurements, CEFR estimate) on a 500-word text, warm: p50/p99; and the
// shown findings against examiners' corrections on the held-out writers,
// beside the previous version's (harper.js's kept rules alone, every fix shown).
import { capText } from '../src/domain/content.ts';
import { analyseWriting } from '../src/server/features/feedback/analyse.ts';
import { combineFindings } from '../src/server/features/feedback/findings.ts';
import { filterFindings } from '../src/server/features/feedback/grammar.ts';
import { learnerHits } from '../src/server/features/feedback/learner-rules.ts';
import { describeFigures, findingsFigures } from './findings.ts';
import { ms, percentiles, time } from './stats.ts';
import { lintAll, loadCorpus } from './write-and-improve.ts';

const PARAGRAPH =
  'Last year I has moved to a new city with my family. At first everything was difficult, because I did not know the language and the weather was very cold. Now I go to English classes three evenings a week, and my teacher say that my writing is getting better. ';

export async function benchFeedback(runs = 100) {
  const words = PARAGRAPH.split(/\s+/).filter(Boolean).length;
  const text = capText(PARAGRAPH.repeat(Math.ceil(500 / words)), 500).text;
  const analyse = () => analyseWriting({ text, mode: 'essay-writing', variety: 'both' });
  await analyse(); // start-up, not measured
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    samples.push(
      await time(async () => {
        await analyse();
      }),
    );
  }
  return percentiles(samples);
}

export function printFeedback(r: Awaited<ReturnType<typeof benchFeedback>>) {
  console.log(`offline writing analysis, 500 words, warm: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`);
}

/** Held-out writers only: never used to write or keep a rule (scripts/fit-learner-rules.ts). */
export async function benchFindings() {
  const samples = loadCorpus();
  if (!samples) return null;
  const held = samples.filter((s) => s.heldOut);
  const lints = await lintAll(held);
  const checkerOf = (id: string, text: string) => filterFindings(text, lints.get(id) ?? []);
  const hits = new Map(held.map((s) => [s.id, learnerHits(s.text)]));
  return {
    texts: held.length,
    before: findingsFigures(held, (s) => checkerOf(s.id, s.text)),
    rulesAlone: findingsFigures(held, (s) => combineFindings(s.text, [], hits.get(s.id) ?? [])),
    now: findingsFigures(held, (s) => combineFindings(s.text, checkerOf(s.id, s.text), hits.get(s.id) ?? [])),
  };
}

export function printFindings(r: Awaited<ReturnType<typeof benchFindings>>) {
  if (!r) {
    console.log('writing findings vs examiners: skipped (../shared/data/write-and-improve is not here)');
    return;
  }
  console.log(`writing findings vs examiners' corrections, held-out Write & Improve writers (${r.texts} texts):`);
  console.log(describeFigures('  before (harper.js kept rules, every fix)', r.before));
  console.log(describeFigures('  learner-error rules alone', r.rulesAlone));
  console.log(describeFigures('  now (harper.js + learner-error rules, measured fixes)', r.now));
}
