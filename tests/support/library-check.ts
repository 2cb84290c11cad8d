// Checks the built-in library beyond its schema: word targets, readability
// bands, vocabulary rules, question shape, unique titles, writing guides,
// every word's sense (word-sense-check.ts), each story's review of its senses
// (sense-review.ts) and the site's own senses.
// Used by tests/content/library.test.ts and by `npm run check:content`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import {
  READING_LEVELS,
  READING_LEVELS_BY_DIFFICULTY,
  type ReadingLevel,
  TOPICS,
  type Topic,
  WRITING_MODES,
} from '#src/domain/enums.ts';
import { PASSAGE_GRADE_RANGE } from '#src/domain/generation.ts';
import {
  GRADE_BANDS,
  type LibraryPassage,
  type LibraryTask,
  libraryPassageSchema,
  libraryTaskSchema,
  plainDefinitionsSchema,
  type SiteSenses,
  siteSensesSchema,
  WORD_TARGETS,
  WRITING_MODE_RULES,
  writingGuideSchema,
} from '#src/domain/library.ts';
import { byDifficulty, familyProblems } from '#src/domain/story-families.ts';
import { countWords, readingGrade } from '#src/domain/text.ts';
import { PLAIN_DEFINITIONS_FILE, SITE_SENSES_FILE } from '#src/server/ai/library.ts';
import { parseReview, REVIEWS_DIR } from './sense-review.ts';
import {
  checkSenseWords,
  checkTranslations,
  type SenseWordCounts,
  type TranslationCounts,
} from './translation-check.ts';
import { checkWordSenses, senseOf } from './word-sense-check.ts';

export type LevelSummary = { level: ReadingLevel; passages: number; averageWords: number; averageGrade: number };
export type CellSummary = { level: ReadingLevel; topic: Topic; passages: number };
export type FamilySummary = { family: string; members: { id: string; level: ReadingLevel; grade: number }[] };
export type LibraryReport = {
  problems: string[];
  passages: LibraryPassage[];
  tasks: LibraryTask[];
  levels: LevelSummary[];
  /** Passages per level × topic, easiest level first. */
  cells: CellSummary[];
  families: FamilySummary[];
  /** The stories whose senses a person reviewed (`sensesReviewed`, with their decisions file). */
  reviewed: string[];
  /** Per language, the easiest levels' stories the team has translated (decision 037). */
  translations: TranslationCounts;
  /** Per language, the easiest levels' senses with the team's words (decision 037). */
  senseWords: SenseWordCounts;
};

function listJson(dir: string): string[] {
  const out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries.sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listJson(path));
    else if (name.endsWith('.json')) out.push(path);
  }
  return out;
}

function readJson(path: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push(`${path}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

function issues(path: string, error: { issues: { path: PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((i) => `${path}: ${i.path.join('.') || '(file)'}: ${i.message}`);
}

function checkPassage(path: string, p: LibraryPassage, root: string, problems: string[]) {
  const [level, topic] = relative(join(root, 'reading'), path).split(sep);
  if (p.level !== level || p.topic !== topic) problems.push(`${path}: level/topic must match its folder`);
  if (p.id !== basename(path, '.json')) problems.push(`${path}: id must equal the file name`);
  const words = countWords(p.text);
  const target = WORD_TARGETS[p.level];
  if (words < target.min || words > target.max)
    problems.push(`${path}: ${words} words, the ${p.level} target is ${target.min}-${target.max}`);
  // The same per-passage band a generated passage must meet (issue 15).
  const grade = readingGrade(p.text);
  const band = PASSAGE_GRADE_RANGE[p.level];
  if (grade < band.min || grade > band.max)
    problems.push(`${path}: grade ${grade.toFixed(1)}, a ${p.level} passage must be ${band.min}-${band.max}`);
  const lowerText = p.text.toLowerCase();
  const seen = new Set<string>();
  for (const v of p.vocabulary) {
    const w = v.word.toLowerCase();
    if (seen.has(w)) problems.push(`${path}: vocabulary word '${v.word}' appears twice`);
    seen.add(w);
    if (!lowerText.includes(w)) problems.push(`${path}: vocabulary word '${v.word}' is not in the text`);
  }
  const frenchWords = p.french.vocabulary.map((v) => v.word.toLowerCase());
  if (frenchWords.join('|') !== p.vocabulary.map((v) => v.word.toLowerCase()).join('|'))
    problems.push(`${path}: french.vocabulary must list the same words in the same order`);
  for (const [i, q] of p.questions.entries()) {
    if (new Set(q.options.map((o) => o.toLowerCase())).size !== 4)
      problems.push(`${path}: question ${i + 1} has repeated options`);
  }
  const paragraphs = p.text.split(/\n\s*\n/).length;
  const frenchParagraphs = p.french.text.split(/\n\s*\n/).length;
  if (paragraphs !== frenchParagraphs)
    problems.push(`${path}: French text has ${frenchParagraphs} paragraphs, English has ${paragraphs}`);
}

/** A story's decisions file: every line decided, every key WordNet's or a site sense; one must exist if reviewed. */
function checkReview(root: string, p: LibraryPassage, siteSenses: SiteSenses, problems: string[]) {
  const path = join(root, REVIEWS_DIR, `${p.id}.tsv`);
  if (!existsSync(path)) {
    if (p.sensesReviewed) problems.push(`${path}: missing, but ${p.id} says its senses were reviewed`);
    return;
  }
  const { lines, errors } = parseReview(readFileSync(path, 'utf8'));
  problems.push(...errors.map((e) => `${path}: ${e}`));
  for (const l of lines) {
    if (!l.now) {
      if (p.sensesReviewed) problems.push(`${path}: line ${l.line} ('${l.word}') is not decided`);
    } else if (!senseOf(l.now.sense, siteSenses))
      problems.push(`${path}: line ${l.line}: ${l.now.sense} is neither a WordNet sense nor a site sense`);
  }
}

function checkTask(path: string, t: LibraryTask, root: string, problems: string[]) {
  const [mode] = relative(join(root, 'writing'), path).split(sep);
  if (t.mode !== mode) problems.push(`${path}: mode must match its folder`);
  if (t.id !== basename(path, '.json')) problems.push(`${path}: id must equal the file name`);
  const rules = WRITING_MODE_RULES[t.mode];
  if (t.timeLimit !== rules.minutes) problems.push(`${path}: timeLimit must be ${rules.minutes} for ${t.mode}`);
  const words = countWords(t.sampleAnswer);
  if (words < rules.minWords || (rules.maxWords !== undefined && words > rules.maxWords))
    problems.push(
      `${path}: sample answer has ${words} words, the target is ${rules.minWords}${rules.maxWords ? `-${rules.maxWords}` : '+'}`,
    );
  if (t.mode === 'report-writing' && !t.chart) problems.push(`${path}: a report task needs a chart and visualType`);
}

export function checkLibrary(root: string): LibraryReport {
  const problems: string[] = [];
  const passages: LibraryPassage[] = [];
  const tasks: LibraryTask[] = [];
  const plainPath = join(root, PLAIN_DEFINITIONS_FILE);
  const plain = plainDefinitionsSchema.safeParse(existsSync(plainPath) ? readJson(plainPath, problems) : {});
  if (!plain.success) problems.push(...issues(plainPath, plain.error));
  const sitePath = join(root, SITE_SENSES_FILE);
  const site = siteSensesSchema.safeParse(existsSync(sitePath) ? readJson(sitePath, problems) : {});
  if (!site.success) problems.push(...issues(sitePath, site.error));
  const siteSenses = site.data ?? {};
  for (const [key, s] of Object.entries(siteSenses))
    if (key.slice(0, key.indexOf('%')) !== s.lemma.toLowerCase().replace(/ /g, '_'))
      problems.push(`${sitePath}: ${key} must start with its lemma '${s.lemma}'`);
  for (const path of listJson(join(root, 'reading'))) {
    const parsed = libraryPassageSchema.safeParse(readJson(path, problems));
    if (!parsed.success) problems.push(...issues(path, parsed.error));
    else {
      checkPassage(path, parsed.data, root, problems);
      checkWordSenses(path, parsed.data, plain.data ?? {}, siteSenses, problems);
      checkReview(root, parsed.data, siteSenses, problems);
      passages.push(parsed.data);
    }
  }
  for (const path of listJson(join(root, 'writing'))) {
    const guide = basename(path) === 'guide.json';
    const data = readJson(path, problems);
    if (guide) {
      const parsed = writingGuideSchema.safeParse(data);
      if (!parsed.success) {
        problems.push(...issues(path, parsed.error));
        continue;
      }
      const g = parsed.data;
      const minutes = g.template.timeAllocation.reduce((sum, a) => sum + a.minutes, 0);
      if (minutes !== WRITING_MODE_RULES[g.mode].minutes)
        problems.push(
          `${path}: time allocation sums to ${minutes}, ${g.mode} takes ${WRITING_MODE_RULES[g.mode].minutes}`,
        );
      for (const c of g.criteria) {
        const bands = new Set(c.bands.map((b) => b.band));
        if (![9, 7, 5].every((b) => bands.has(b))) problems.push(`${path}: '${c.criterion}' needs bands 9, 7 and 5`);
      }
    } else {
      const parsed = libraryTaskSchema.safeParse(data);
      if (!parsed.success) problems.push(...issues(path, parsed.error));
      else {
        checkTask(path, parsed.data, root, problems);
        tasks.push(parsed.data);
      }
    }
  }
  const titles = new Map<string, string>();
  for (const p of passages) {
    const key = p.title.trim().toLowerCase();
    if (titles.has(key)) problems.push(`two passages share the title '${p.title}' (${titles.get(key)}, ${p.id})`);
    titles.set(key, p.id);
  }
  const ids = new Set<string>();
  for (const item of [...passages, ...tasks]) {
    if (ids.has(item.id)) problems.push(`the id '${item.id}' is used twice`);
    ids.add(item.id);
  }
  const levels: LevelSummary[] = [];
  for (const level of READING_LEVELS) {
    const own = passages.filter((p) => p.level === level);
    if (own.length === 0) continue;
    const averageWords = own.reduce((s, p) => s + countWords(p.text), 0) / own.length;
    const averageGrade = own.reduce((s, p) => s + readingGrade(p.text), 0) / own.length;
    levels.push({ level, passages: own.length, averageWords, averageGrade });
    const band = GRADE_BANDS[level];
    if (band.maxAverage !== undefined && averageGrade > band.maxAverage)
      problems.push(`${level}: average grade ${averageGrade.toFixed(1)} is above ${band.maxAverage}`);
    if (band.minAverage !== undefined && averageGrade < band.minAverage)
      problems.push(`${level}: average grade ${averageGrade.toFixed(1)} is below ${band.minAverage}`);
  }
  const cells: CellSummary[] = READING_LEVELS_BY_DIFFICULTY.flatMap((level) =>
    TOPICS.map((topic) => ({
      level,
      topic,
      passages: passages.filter((p) => p.level === level && p.topic === topic).length,
    })),
  );
  const families: FamilySummary[] = [];
  const byFamily = new Map<string, LibraryPassage[]>();
  for (const p of passages) if (p.family) byFamily.set(p.family, [...(byFamily.get(p.family) ?? []), p]);
  for (const [family, members] of [...byFamily].sort(([a], [b]) => a.localeCompare(b))) {
    const facts = members.map((p) => ({ id: p.id, level: p.level, topic: p.topic, grade: readingGrade(p.text) }));
    problems.push(...familyProblems(family, facts));
    families.push({ family, members: byDifficulty(facts).map(({ id, level, grade }) => ({ id, level, grade })) });
  }
  for (const mode of WRITING_MODES) {
    if (!listJson(join(root, 'writing', mode)).length) continue;
    if (!listJson(join(root, 'writing', mode)).some((p) => basename(p) === 'guide.json'))
      problems.push(`writing/${mode}: guide.json is missing`);
  }
  const reviewed = passages.filter((p) => p.sensesReviewed).map((p) => p.id);
  const translations = checkTranslations(root, passages, problems);
  const senseWords = checkSenseWords(root, passages, problems);
  return { problems, passages, tasks, levels, cells, families, reviewed, translations, senseWords };
}
