// Offline writing analysis (harper.js in both spellings, measurements, CEFR estimate) on a
// 500-word text, warm: p50/p99.
import { capText } from '../src/domain/content.ts';
import { analyseWriting } from '../src/server/features/feedback/analyse.ts';
import { ms, percentiles, time } from './stats.ts';

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
