// The built-in library (content/): read once at start and validated.
// passages/ and writing-tasks/ library-sync.ts write it into the database, so browsing
// and loading work the same for library and generated content.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { WritingMode } from '#src/domain/enums.ts';
import {
  type LibraryPassage,
  type LibraryTask,
  libraryPassageSchema,
  libraryTaskSchema,
  type PlainDefinitions,
  plainDefinitionsSchema,
  type SiteSenses,
  senseWordsSchema,
  siteSensesSchema,
  storyTranslationSchema,
  TEAM_TRANSLATION_LANGUAGES,
  type TeamSenseWords,
  type WritingGuide,
  writingGuideSchema,
} from '#src/domain/library.ts';

/** Library items sort after generated ones and show this as their date. */
export const LIBRARY_EDITION = Date.UTC(2026, 10, 22);

export type Library = {
  passages: LibraryPassage[];
  tasks: LibraryTask[];
  guides: Map<WritingMode, WritingGuide>;
  /** Plain-English definitions by WordNet sense key, for the easiest levels' words (issue 28). */
  plainDefinitions: PlainDefinitions;
  /** The site's own senses, for meanings WordNet lacks, by their keys (content/site-senses.json). */
  siteSenses: SiteSenses;
  /** The easiest levels' senses' words in each team language (content/sense-words/, decision 037). */
  senseWords: TeamSenseWords;
};

/** content/plain-definitions.json: not a passage, so it sits beside reading/ and writing/. */
export const PLAIN_DEFINITIONS_FILE = 'plain-definitions.json';
export const SITE_SENSES_FILE = 'site-senses.json';
/** content/translations/<language>/<story id>.json: the team's translations of a story (decision 037). */
export const TRANSLATIONS_DIR = 'translations';
export const SENSE_WORDS_DIR = 'sense-words';

export const passageKey = (p: { level: string; topic: string; id: string }) => `reading/${p.level}/${p.topic}/${p.id}`;
export const taskKey = (t: { mode: string; id: string }) => `writing/${t.mode}/${t.id}`;
export const pdfKeyFor = (key: string) => `pdf/${key}`;

function jsonFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

function parse<T>(path: string, schema: { parse: (v: unknown) => T }): T {
  try {
    return schema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    throw new Error(`The library file ${path} is invalid: ${(error as Error).message}`);
  }
}

/** Reads content/; a broken file stops start-up with its name (tests keep them valid). */
export function loadLibrary(contentDir: string): Library {
  const passages = jsonFiles(join(contentDir, 'reading')).map((p) => parse(p, libraryPassageSchema));
  const byId = new Map(passages.map((p) => [p.id, p]));
  for (const language of TEAM_TRANSLATION_LANGUAGES) {
    for (const path of jsonFiles(join(contentDir, TRANSLATIONS_DIR, language))) {
      const passage = byId.get(basename(path, '.json'));
      if (!passage) throw new Error(`The translation ${path} is of no story in the library.`);
      passage.translations = { ...passage.translations, [language]: parse(path, storyTranslationSchema) };
    }
  }
  const tasks: LibraryTask[] = [];
  const guides = new Map<WritingMode, WritingGuide>();
  for (const path of jsonFiles(join(contentDir, 'writing'))) {
    if (basename(path) === 'guide.json') {
      const guide = parse(path, writingGuideSchema);
      guides.set(guide.mode, guide);
    } else tasks.push(parse(path, libraryTaskSchema));
  }
  const plainFile = join(contentDir, PLAIN_DEFINITIONS_FILE);
  const plainDefinitions = existsSync(plainFile) ? parse(plainFile, plainDefinitionsSchema) : {};
  const siteFile = join(contentDir, SITE_SENSES_FILE);
  const siteSenses = existsSync(siteFile) ? parse(siteFile, siteSensesSchema) : {};
  const senseWords: Library['senseWords'] = {};
  for (const language of TEAM_TRANSLATION_LANGUAGES) {
    const file = join(contentDir, SENSE_WORDS_DIR, `${language}.json`);
    if (existsSync(file)) senseWords[language] = parse(file, senseWordsSchema);
  }
  return { passages, tasks, guides, plainDefinitions, siteSenses, senseWords };
}
