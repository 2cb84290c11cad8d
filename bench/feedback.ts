// Offline writing analysis (harper.js findings + measurements) on a
// 500-word text, warm: p50/p99.
import { capText } from '../src/domain/content.ts';
import { measureWriting } from '../src/server/features/content/offline-feedback.ts';
import { grammarFindings } from '../src/server/features/feedback/grammar.ts';
import { ms, percentiles, time } from './stats.ts';

const PARAGRAPH =
  'Last year I has moved to a new city with my family. At first everything was difficult, because I did not know the language and the weather was very cold. Now I go to English classes three evenings a week, and my teacher say that my writing is getting better. ';

export async function benchFeedback(runs = 100) {
  const words = PARAGRAPH.split(/\s+/).filter(Boolean).length;
  const text = capText(PARAGRAPH.repeat(Math.ceil(500 / words)), 500).text;
  await grammarFindings(text); // start-up, not measured
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    samples.push(
      await time(async () => {
        await grammarFindings(text);
        measureWriting(text, 'essay-writing');
      }),
    );
  }
  return percentiles(samples);
}

export function printFeedback(r: Awaited<ReturnType<typeof benchFeedback>>) {
  console.log(`offline writing analysis, 500 words, warm: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`);
}
