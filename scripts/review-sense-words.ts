// `npm run review:sense-words -- <language> [--all]`: the worksheet an editor
// reads to give every sense the two easiest levels' stories use its word in
// the learner's language (decision 037). One line per sense not yet decided in
// content/sense-words/<language>.json (--all: every sense), tab-separated:
//   sense key, lemma, part of speech, the definition the popup shows, a story
//   sentence that uses it (the word in [brackets]), the Open Multilingual
//   Wordnet's words for it (' | ' between them; '-' when it has none).
// The editor keeps the wordnet's words where they are right for this meaning
// (`"from": "wordnet"`) and writes the word where they are missing or wrong
// (`"from": "team"`). check:content then requires every sense to be decided.
import { TEAM_TRANSLATION_LANGUAGES, type TeamTranslationLanguage, teamLevelSenses } from '../src/domain/library.ts';
import { sentenceBounds } from '../src/domain/reading.ts';
import { loadLibrary } from '../src/server/ai/library.ts';
import { createTranslations } from '../src/server/features/word-help/translations.ts';
import { createWordNet } from '../src/server/language/wordnet.ts';

const [language, flag] = process.argv.slice(2);
if (!TEAM_TRANSLATION_LANGUAGES.includes(language as TeamTranslationLanguage)) {
  console.error(`Usage: npm run review:sense-words -- <${TEAM_TRANSLATION_LANGUAGES.join('|')}> [--all]`);
  process.exit(2);
}
const contentDir = new URL('../content', import.meta.url).pathname;
const library = loadLibrary(contentDir);
const wordnet = createWordNet();
await wordnet.load();
const translations = createTranslations();
const decided = library.senseWords[language as TeamTranslationLanguage] ?? {};
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

for (const [key, { passage, at, word }] of teamLevelSenses(library.passages)) {
  if (flag !== '--all' && decided[key]) continue;
  const sense = wordnet.sense(key);
  const site = library.siteSenses[key];
  const definition = library.plainDefinitions[key] ?? sense?.definition ?? site?.definition ?? '?';
  const { start, end } = sentenceBounds(passage.text, at);
  const sentence = flat(
    `${passage.text.slice(start, at)}[${passage.text.slice(at, at + word.length)}]${passage.text.slice(at + word.length, end)}`,
  );
  const words = sense ? translations.wordsFor(sense.synset, language as TeamTranslationLanguage) : [];
  const pos = key[key.indexOf('%') + 1];
  console.log(
    [
      key,
      sense?.lemma ?? site?.lemma ?? '?',
      { 1: 'n', 2: 'v', 3: 'adj', 4: 'adv', 5: 'adj' }[pos ?? ''],
      definition,
      sentence,
      words.length ? words.join(' | ') : '-',
    ].join('\t'),
  );
}
