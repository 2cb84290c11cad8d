// `npm run resolve:word-senses`: write each library passage's table of word
// senses (its `wordSenses`, issue 28) with the site's own sense model, so a
// learner who taps a word of the library never depends on a guess at tap
// time. An entry already in the table whose word is still where the text has
// it is kept: tables are checked by people (the easiest levels' senses each
// have a plain definition written for them), and a correction must survive a
// rerun. `--fresh` resolves every word again, except in a story whose senses
// a person reviewed (`sensesReviewed`, npm run review:word-senses): its table
// is never touched. Then run `npm run check:content`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { libraryPassageSchema, type WordSense } from '../src/domain/library.ts';
import { loadEncoderSenses } from '../src/server/features/word-help/encoder-senses.ts';
import { resolvePassageSenses } from '../src/server/features/word-help/passage-senses.ts';
import { createSenseChooser } from '../src/server/features/word-help/sense-choice.ts';
import { loadSenseModel } from '../src/server/features/word-help/sense-model-file.ts';
import { createEncoder } from '../src/server/language/encoder.ts';
import { createLemmatizer } from '../src/server/language/lemmatizer.ts';
import { createWordNet } from '../src/server/language/wordnet.ts';
import { passageFiles } from './word-senses/library-files.ts';
import { passageJson } from './word-senses/passage-json.ts';

const fresh = process.argv.includes('--fresh');
const contentDir = new URL('../content', import.meta.url).pathname;
const wordnet = createWordNet();
// The encoder reads each word in its sentence, as the popup does for a text without a table.
const chooser = createSenseChooser(wordnet, await loadSenseModel(), createLemmatizer(wordnet), {
  encoder: createEncoder(),
  senses: loadEncoderSenses(),
});

let changed = 0;
let words = 0;
for (const file of passageFiles(join(contentDir, 'reading'))) {
  const text = readFileSync(file, 'utf8');
  const raw = JSON.parse(text) as Record<string, unknown>;
  const passage = libraryPassageSchema.parse(raw);
  // A reviewed story's choices are a person's: no rerun, fresh or not, overwrites them.
  if (passage.sensesReviewed) {
    words += passage.wordSenses?.length ?? 0;
    continue;
  }
  // An entry still where the text has its word is kept as it is (a person may have chosen it, or split it);
  // the model enters only the words no kept entry covers.
  const kept = (fresh ? [] : (passage.wordSenses ?? [])).filter(
    (e) => passage.text.slice(e.at, e.at + e.word.length) === e.word,
  );
  const covers = (e: WordSense, at: number) => e.at <= at && at < e.at + e.word.length;
  const added = (await resolvePassageSenses(passage.text, chooser)).filter(
    (e) => !kept.some((k) => covers(k, e.at) || covers(e, k.at)),
  );
  const table = [...kept, ...added].sort((a, b) => a.at - b.at);
  words += table.length;
  const next = passageJson(raw, table);
  if (next === text) continue;
  changed++;
  writeFileSync(file, next);
}
console.log(`${words} library words resolved; ${changed} passage files written.`);
