// `npx tsx bench/word-salad.ts`: how the word-salad rule (decision 033) treats
// the examiners' learner texts (Write & Improve, ../shared/data; read here,
// never copied into the repository) and random words from the stories. The
// learner texts it flags should be about none. Skips cleanly without ../shared.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isWordSalad, MIN_WORDS_TO_JUDGE, sentenceLikeness } from '../src/server/language/word-salad.ts';

const corpus = '../shared/data/write-and-improve';
if (!existsSync(corpus)) {
  console.log(`word salad: skipped (${corpus} is absent)`);
  process.exit(0);
}

type Learner = { cefr: string; text: string };
const learners: Learner[] = ['A', 'B', 'C'].flatMap((part) =>
  readFileSync(join(corpus, `${part}.train.json`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Learner),
);
const flagged = learners.filter((l) => isWordSalad(l.text));
const lowest = learners
  .map((l) => ({ cefr: l.cefr, likeness: sentenceLikeness(l.text) }))
  .sort((a, b) => a.likeness - b.likeness);
console.log(
  `learner texts: ${learners.length}, flagged as word salad: ${flagged.length} (${flagged.map((l) => l.cefr).join(', ') || 'none'}); ` +
    `lowest sentence-likeness ${lowest
      .slice(0, 3)
      .map((l) => `${l.likeness.toFixed(3)} (${l.cefr})`)
      .join(', ')}`,
);

const root = 'content/reading';
const storyWords = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((f) => (JSON.parse(readFileSync(join(root, f), 'utf8')) as { text: string }).text.split(/\s+/))
  .filter(Boolean);
let seed = 33;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
for (const length of [MIN_WORDS_TO_JUDGE, 40, 80, 180]) {
  const tries = 1000;
  let caught = 0;
  for (let i = 0; i < tries; i++) {
    const salad = Array.from({ length }, () => storyWords[Math.floor(random() * storyWords.length)]).join(' ');
    if (isWordSalad(salad)) caught++;
  }
  console.log(`${length} random story words: ${((caught / tries) * 100).toFixed(1)} % flagged`);
}
