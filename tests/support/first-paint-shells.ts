// A built front end's shells and first-paint words, as scripts/build.mjs writes them, small enough to read in a
// test: the signed-in pages are drawn from these (src/server/features/site/signed-in-pages.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTERFACE_LANGUAGES } from '#src/domain/display-options.ts';
import { READING_LEVELS, TOPICS, WRITING_MODES } from '#src/domain/enums.ts';
import { FIRST_PAINT_WORDS_FILE, type FirstPaintPictures, type FirstPaintWords } from '#src/domain/first-paint.ts';

export const SHELL =
  '<!doctype html><html lang="en"><head><title>app</title></head><body><div id="root"></div></body></html>';
export const words: FirstPaintWords = {
  direction: 'ltr',
  siteName: 'English Commons',
  nav: {
    label: 'Main',
    home: 'Home',
    features: 'Features',
    dashboard: 'Dashboard',
    help: 'Help',
    welcome: 'Welcome,',
    signOut: 'Sign Out',
    menu: 'Menu',
  },
  languageName: 'English',
  noTranslation: 'No translation here.',
  backToTopics: 'Back to topics',
  backToLevels: 'Back to levels',
  backToModes: 'Back to writing modes',
  levels: Object.fromEntries(READING_LEVELS.map((l) => [l, `Level ${l}`])) as FirstPaintWords['levels'],
  topics: Object.fromEntries(TOPICS.map((t) => [t, `Topic ${t}`])) as FirstPaintWords['topics'],
  modes: Object.fromEntries(WRITING_MODES.map((m) => [m, `Mode ${m}`])) as FirstPaintWords['modes'],
  hub: {
    todayTitle: 'Today',
    streak: { one: '{count}-day streak', other: '{count}-day streak' },
    noStreak: 'No streak yet',
    streakKeep: 'Practise today to keep it.',
    streakKeptToday: 'Done for today.',
    streakStart: 'Practise today to start one.',
    goal: '{minutes} of {goal} min today',
    goalBar: 'Daily goal progress',
    xp: '{points} XP',
    xpLabel: 'Points from your practice',
    levelLine: 'Level {level}: {title}',
    xpBar: 'Progress to the next level',
    levelTitles: { '1': 'First steps' },
    continueTitle: 'Continue where you stopped',
    continueNext: 'Your next story',
    suggested: 'A story about {topic}',
    continueReading: 'Reading',
    continueWriting: 'Writing',
    continueButton: 'Continue',
    continueStart: 'Start reading',
    profileButton: 'Profile & Progress',
    signOut: 'Sign Out',
    placementOffer: 'Not sure which level to choose?',
    placementAgain: 'Check my level again',
  },
};
const pictures: FirstPaintPictures = {
  icons: {
    flame: '<svg data-icon="flame"></svg>',
    check: '<svg data-icon="check"></svg>',
    star: '<svg data-icon="star"></svg>',
  },
  topics: Object.fromEntries(TOPICS.map((t) => [t, `<svg data-topic="${t}"></svg>`])) as FirstPaintPictures['topics'],
};

/**
 * A static folder with the plain shell, the painted pages' shells and each language's words (the English ones,
 * but for Arabic's direction and two of its phrases). The caller removes it.
 */
export function writeShells(): string {
  const staticDir = mkdtempSync(join(tmpdir(), 'english-first-paint-'));
  mkdirSync(join(staticDir, 'shells'));
  writeFileSync(join(staticDir, 'app.html'), SHELL);
  for (const name of ['story', 'writing', 'dashboard']) writeFileSync(join(staticDir, 'shells', `${name}.html`), SHELL);
  const catalogue = Object.fromEntries(INTERFACE_LANGUAGES.map((language) => [language, words]));
  catalogue.ar = { ...words, direction: 'rtl', backToLevels: 'العودة إلى المستويات', noTranslation: 'لا ترجمة هنا.' };
  writeFileSync(join(staticDir, FIRST_PAINT_WORDS_FILE), JSON.stringify({ languages: catalogue, pictures }));
  return staticDir;
}
