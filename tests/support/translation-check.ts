// The team's translations of the easiest stories (decision 037): every
// paragraph present and in order, the language's own script (Persian's
// letters, Ukrainian's, never Russian's), no English left in the text, every
// name of the English kept where it stands, and the quiz and word list whole.
// Used by library-check.ts, hence by `npm run check:content` and the tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  type LibraryPassage,
  senseWordsSchema,
  storyTranslationSchema,
  TEAM_TRANSLATED_LEVELS,
  TEAM_TRANSLATION_LANGUAGES,
  type TeamTranslationLanguage,
  teamLevelSenses,
} from '#src/domain/library.ts';
import { SENSE_WORDS_DIR, TRANSLATIONS_DIR } from '#src/server/ai/library.ts';
import { createTranslations } from '#src/server/features/word-help/translations.ts';
import { createWordNet } from '#src/server/language/wordnet.ts';

/** Letters each language is written in; a paragraph without them is not in the language. */
const SCRIPT: Record<TeamTranslationLanguage, RegExp> = {
  ar: /[\u0621-\u064A]/,
  fa: /[\u0621-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC]/,
  uk: /[\u0400-\u04FF]/,
  es: /[a-záéíóúñü]/i,
};
/** Letters that mark the wrong language: Arabic kaf and yeh in Persian, Russian's own letters in Ukrainian. */
const FOREIGN: Partial<Record<TeamTranslationLanguage, { letters: RegExp; say: string }>> = {
  fa: { letters: /[يك]/, say: 'Arabic ي or ك (Persian writes ی and ک)' },
  uk: { letters: /[ыэъёЫЭЪЁ]/, say: 'Russian letters (ы, э, ъ, ё)' },
};
/** English words no Spanish sentence has (whole words: 'andén' is Spanish): one is English left untranslated. */
const ENGLISH_IN_SPANISH =
  /(?<!\p{L})(the|and|with|is|are|was|were|of|to|you|this|that|it|she|they|have|for|at)(?!\p{L})/iu;
/** Capitalised words that are not names. */
const NOT_NAMES = new Set(['I', "I'm", 'Mr', 'Mrs', 'Ms', 'Dr']);

export type TranslationCounts = Record<TeamTranslationLanguage, { translated: number; of: number }>;

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim());

/** Capitalised words after a sentence's first word: the names the translation must keep. */
export function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const sentence of text.split(/(?<=[.!?]["”]?)\s+|\n/))
    for (const word of sentence.split(/\s+/).slice(1)) {
      // A word after an opening quote starts the quoted sentence: it is not matched.
      const m = word.match(/^\(?([A-Z][a-z]+)/);
      if (m?.[1] && !NOT_NAMES.has(m[1])) names.add(m[1]);
    }
  return names;
}

function checkOne(story: LibraryPassage, language: TeamTranslationLanguage, json: unknown, say: (m: string) => void) {
  const parsed = storyTranslationSchema.safeParse(json);
  if (!parsed.success) {
    for (const i of parsed.error.issues) say(`${i.path.join('.') || '(file)'}: ${i.message}`);
    return;
  }
  const t = parsed.data;
  const english = paragraphs(story.text);
  const translated = paragraphs(t.text);
  if (english.length !== translated.length)
    say(`${translated.length} paragraphs where the English has ${english.length}`);
  const script = SCRIPT[language];
  if (!script.test(t.title)) say('the title is not in the language');
  const names = Object.values(t.names);
  translated.forEach((p, i) => {
    if (!script.test(p)) say(`paragraph ${i + 1} is not in the language's letters`);
    const latin = language === 'es' ? [] : (p.match(/[A-Za-z]{2,}(?:-[A-Za-z]+)*/g) ?? []);
    // An acronym ('PIN-код', 'SMS') and 'Wi-Fi' are how the language writes them too; any other Latin word must be
    // a name's.
    const left = latin.filter((w) => !/^[A-Z]{2,5}$/.test(w) && w !== 'Wi-Fi' && !names.some((n) => n.includes(w)));
    if (left.length) say(`paragraph ${i + 1} keeps English: ${left.join(' ')}`);
    const english = language === 'es' ? p.match(ENGLISH_IN_SPANISH) : null;
    if (english) say(`paragraph ${i + 1} keeps English: ${english[0]}`);
  });
  const foreign = FOREIGN[language];
  const everything = [t.title, t.text, ...t.questions.flatMap((q) => [q.question, ...q.options, q.explanation])];
  if (foreign && everything.some((s) => foreign.letters.test(s))) say(foreign.say);
  for (const [name, written] of Object.entries(t.names)) {
    if (!story.text.includes(name)) say(`names: '${name}' is not in the English text`);
    // A whole word ('Thi' is not in 'This').
    const named = new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
    english.forEach((p, i) => {
      if (named.test(p) && !translated[i]?.includes(written))
        say(`paragraph ${i + 1} does not keep the name '${name}' as '${written}'`);
    });
  }
  for (const name of namesIn(story.text))
    if (!Object.keys(t.names).some((k) => k.includes(name))) say(`names: '${name}' has no entry`);
  const words = story.vocabulary.map((v) => v.word);
  if (t.vocabulary.map((v) => v.word).join('|') !== words.join('|'))
    say(`vocabulary: the story's words in its order (${words.join(', ')})`);
  for (const v of t.vocabulary) if (!script.test(v.definition)) say(`vocabulary '${v.word}' is not in the language`);
}

/** Checks content/translations/; counts, per language, the stories of the translated levels that have one. */
export function checkTranslations(
  root: string,
  passages: readonly LibraryPassage[],
  problems: string[],
): TranslationCounts {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const due = passages.filter((p) => TEAM_TRANSLATED_LEVELS.includes(p.level));
  const counts = {} as TranslationCounts;
  for (const language of TEAM_TRANSLATION_LANGUAGES) {
    const dir = join(root, TRANSLATIONS_DIR, language);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    for (const file of files) {
      const story = byId.get(basename(file, '.json'));
      const path = `${TRANSLATIONS_DIR}/${language}/${file}`;
      if (!story) {
        problems.push(`${path}: no story has this id`);
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      } catch (error) {
        problems.push(`${path}: not valid JSON (${(error as Error).message})`);
        continue;
      }
      checkOne(story, language, json, (m) => problems.push(`${path}: ${m}`));
    }
    const have = new Set(files.map((f) => basename(f, '.json')));
    counts[language] = { translated: due.filter((p) => have.has(p.id)).length, of: due.length };
  }
  return counts;
}

export type SenseWordCounts = Record<TeamTranslationLanguage, { decided: number; of: number; team: number }>;

/**
 * content/sense-words/<language>.json (decision 037): once a language has its table, every sense the two easiest
 * levels use has its words, in the language's letters; words said to be the wordnet's are among the wordnet's
 * words for that meaning (an editor chose among them), and a key is a sense the stories use.
 */
export function checkSenseWords(
  root: string,
  passages: readonly LibraryPassage[],
  problems: string[],
): SenseWordCounts {
  const senses = teamLevelSenses(passages);
  const wordnet = createWordNet();
  const translations = createTranslations();
  const counts = {} as SenseWordCounts;
  for (const language of TEAM_TRANSLATION_LANGUAGES) {
    const file = join(root, SENSE_WORDS_DIR, `${language}.json`);
    const path = `${SENSE_WORDS_DIR}/${language}.json`;
    counts[language] = { decided: 0, of: senses.size, team: 0 };
    if (!existsSync(file)) continue;
    const parsed = senseWordsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      for (const i of parsed.error.issues) problems.push(`${path}: ${i.path.join('.')}: ${i.message}`);
      continue;
    }
    for (const [key, entry] of Object.entries(parsed.data)) {
      if (!senses.has(key)) problems.push(`${path}: ${key} is no sense of a First steps or Early learner story`);
      if (!entry.words.every((w) => SCRIPT[language].test(w)))
        problems.push(`${path}: ${key}: a word not in the language`);
      const synset = wordnet.sense(key)?.synset;
      const wordnetWords = synset ? translations.wordsFor(synset, language) : [];
      if (entry.from === 'wordnet' && !entry.words.every((w) => wordnetWords.includes(w)))
        problems.push(
          `${path}: ${key}: '${entry.words.join(', ')}' is not the wordnet's (${wordnetWords.join(', ') || 'none'})`,
        );
      if (entry.from === 'team') counts[language].team++;
    }
    const missing = [...senses.keys()].filter((key) => !parsed.data[key]);
    counts[language].decided = senses.size - missing.length;
    if (missing.length)
      problems.push(`${path}: ${missing.length} senses have no words (${missing.slice(0, 5).join(', ')}…)`);
  }
  return counts;
}
