// A story's or a writing task's text, written into the page that opens it (issue 34). The signed-in pages are
// drawn by their code, which a slow phone takes seconds to download and run; with the text in the page, the
// learner reads from the first paint. The page's root stays hidden until its code has drawn the same text
// (src/web/lib/first-paint.ts), and this copy goes then: nothing is on screen twice, nothing moves from one
// place to another. It is laid out as the page lays the text out (the same classes, src/web/features/reading/
// components/PassageScreen.tsx and src/web/features/writing/WritingPage.tsx), with the interface's words in the
// language and direction the page's code will show.
import { z } from 'zod';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '#src/domain/display-options.ts';
import {
  READING_LEVELS,
  type ReadingLevel,
  TOPICS,
  type Topic,
  WRITING_MODES,
  type WritingMode,
} from '#src/domain/enums.ts';
import { FIRST_PAINT_ID, type FirstPaintCatalogue, type FirstPaintWords } from '#src/domain/first-paint.ts';
import { paragraphTexts } from '#src/domain/reading.ts';
import { withQuery } from '#src/domain/routes.ts';
import { type TranslationLanguage, translationLanguageFor } from '#src/domain/word-help.ts';
import { escapeHtml, placeLiterally, unseen } from './html.ts';

/** The build's file of those words (scripts/build.mjs), checked when the site starts. */
const wordsSchema = z.object({
  direction: z.enum(['ltr', 'rtl']),
  siteName: z.string(),
  nav: z.object({
    label: z.string(),
    home: z.string(),
    features: z.string(),
    dashboard: z.string(),
    help: z.string(),
    welcome: z.string(),
    signOut: z.string(),
    menu: z.string(),
  }),
  languageName: z.string(),
  noTranslation: z.string(),
  backToTopics: z.string(),
  backToLevels: z.string(),
  backToModes: z.string(),
  levels: z.record(z.enum(READING_LEVELS), z.string()),
  topics: z.record(z.enum(TOPICS), z.string()),
  modes: z.record(z.enum(WRITING_MODES), z.string()),
  hub: z.object({
    todayTitle: z.string(),
    streak: z.object({
      zero: z.string().optional(),
      one: z.string(),
      two: z.string().optional(),
      few: z.string().optional(),
      many: z.string().optional(),
      other: z.string(),
    }),
    noStreak: z.string(),
    streakKeep: z.string(),
    streakKeptToday: z.string(),
    streakStart: z.string(),
    goal: z.string(),
    goalBar: z.string(),
    xp: z.string(),
    xpLabel: z.string(),
    levelLine: z.string(),
    xpBar: z.string(),
    levelTitles: z.record(z.string(), z.string()),
    continueTitle: z.string(),
    continueNext: z.string(),
    suggested: z.string(),
    continueReading: z.string(),
    continueWriting: z.string(),
    continueButton: z.string(),
    continueStart: z.string(),
    profileButton: z.string(),
    signOut: z.string(),
    placementOffer: z.string(),
    placementAgain: z.string(),
  }),
}) satisfies z.ZodType<FirstPaintWords>;
export const firstPaintCatalogueSchema = z.object({
  languages: z.record(z.enum(INTERFACE_LANGUAGES), wordsSchema),
  pictures: z.object({ icons: z.record(z.string(), z.string()), topics: z.record(z.enum(TOPICS), z.string()) }),
}) satisfies z.ZodType<FirstPaintCatalogue>;

/**
 * The language the page's code will show (src/web/i18n/index.tsx): the account's, else the first of the
 * browser's languages the site has, else English.
 */
export function pageLanguage(saved: InterfaceLanguage | null, acceptLanguage: string | undefined): InterfaceLanguage {
  if (saved) return saved;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const base = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    const found = INTERFACE_LANGUAGES.find((language) => language === base);
    if (found) return found;
  }
  return 'en';
}

/** What the address opens, as the page will show it. */
export type OpenedText =
  | {
      kind: 'story';
      level: ReadingLevel;
      topic: Topic;
      title: string;
      text: string;
      /** The languages it has a kept translation in, and whether the site can make one (an AI service). */
      translations: TranslationLanguage[];
      translatable: boolean;
    }
  | { kind: 'task'; mode: WritingMode; title: string; prompt: string };
type Story = Extract<OpenedText, { kind: 'story' }>;

/**
 * Whether the page at this address shows the text as the first paint does: the English alone, under the level,
 * topic or mode the address names (a translation, the side-by-side view or another heading would change places).
 */
export function shownAsOpened(query: Record<string, unknown>, opened: OpenedText): boolean {
  if (opened.kind === 'task') return query.mode === opened.mode;
  return (
    query.level === opened.level &&
    query.topic === opened.topic &&
    (query.lang === undefined || query.lang === 'en') &&
    query.view !== 'side-by-side' &&
    // Where no English is expected yet, a story opens beside its translation.
    opened.level !== 'non-english'
  );
}

const back = (href: string, label: string) =>
  `<a class="link-button inline-block" href="${escapeHtml(href)}"><span aria-hidden="true" class="pointing">←</span> ${escapeHtml(label)}</a>`;

/** The passage screen says so under the title where the learner's language has no translation to show. */
function translationNote(language: InterfaceLanguage, words: FirstPaintWords, story: Story): string {
  const offered = story.translatable || story.translations.includes(translationLanguageFor(language));
  return language !== 'en' && !offered ? `<p class="mt-2 text-muted">${escapeHtml(words.noTranslation)}</p>` : '';
}

function storyHtml(language: InterfaceLanguage, words: FirstPaintWords, story: Story): string {
  const paragraphs = paragraphTexts(story.text)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  return (
    `<div class="page-width py-3 md:py-6"><div class="passage-head">` +
    `<nav aria-label="${escapeHtml(words.backToTopics)}" class="flex flex-wrap gap-x-4">` +
    `${back(withQuery('/reading', { level: story.level }), words.backToTopics)} ${back('/reading', words.backToLevels)}</nav>` +
    `<p class="text-muted">${escapeHtml(words.levels[story.level])} · ${escapeHtml(words.topics[story.topic])}</p></div>` +
    `<article class="mt-2"><h1 class="text-2xl font-bold md:text-3xl" lang="en" dir="ltr">${escapeHtml(story.title)}</h1>` +
    // The tip's line (what a tap does) is kept, empty: a tap does nothing until the code is here.
    `<p class="mt-1 text-sm text-muted" aria-hidden="true">&nbsp;</p>${translationNote(language, words, story)}` +
    `<div class="mt-3"><div class="passage-area"><div class="passage-text" lang="en" dir="ltr">${paragraphs}</div></div></div>` +
    `</article></div>`
  );
}

function taskHtml(words: FirstPaintWords, task: Extract<OpenedText, { kind: 'task' }>): string {
  return (
    `<div class="page-width py-8">${back('/writing', words.backToModes)}` +
    `<p class="mt-3 text-muted">${escapeHtml(words.modes[task.mode])}</p>` +
    `<article class="mt-2"><h1 class="text-3xl font-bold" lang="en" dir="ltr">${escapeHtml(task.title)}</h1>` +
    `<p class="mt-3 text-lg" lang="en" dir="ltr">${escapeHtml(task.prompt)}</p></article></div>`
  );
}

/**
 * The signed-in pages' top bar (src/web/components/TopBar.tsx) at the page's address `here`, with the same classes, so it takes the same room
 * at every width: its links work as links; its buttons (language, menu, sign out) do nothing before the code, so
 * they hold their places unseen and appear with it.
 */
function topBarHtml(words: FirstPaintWords, learnerName: string, here: string): string {
  const { nav } = words;
  const icon = (size: number) => `<svg width="${size}" height="${size}" aria-hidden="true"></svg>`;
  const links = [
    ['/', nav.home],
    ['/features', nav.features],
    ['/dashboard', nav.dashboard],
    ['/help', nav.help],
  ]
    .map(([href, label]) =>
      href === here
        ? `<li><a href="${href}" aria-current="page" class="nav-link active">${escapeHtml(label ?? '')}</a></li>`
        : `<li><a href="${href}" class="nav-link">${escapeHtml(label ?? '')}</a></li>`,
    )
    .join('');
  const greeting =
    `<span class="text-muted">${escapeHtml(nav.welcome)} ` +
    `<strong class="text-ink"><bdi>${escapeHtml(learnerName)}</bdi></strong></span>`;
  return (
    `<header class="topbar"><div class="page-width topbar-row">` +
    `<a href="/" class="brand"><span aria-hidden="true" class="brand-mark">EC</span>` +
    `<span class="brand-name">${escapeHtml(words.siteName)}</span></a>` +
    `<div class="language-menu">${unseen('btn btn-secondary language-button', `${icon(20)}<bdi>${escapeHtml(words.languageName)}</bdi>`)}</div>` +
    unseen(
      'btn btn-secondary topbar-menu-button',
      `${icon(22)}<span class="topbar-menu-label">${escapeHtml(nav.menu)}</span>`,
    ) +
    `<div class="topbar-panel"><nav aria-label="${escapeHtml(nav.label)}"><ul class="topbar-links">${links}</ul></nav>` +
    // The Hub greets the learner in its own heading: there, the top bar does not.
    `<div class="topbar-account">${here === '/dashboard' ? '' : greeting}` +
    `${unseen('btn btn-secondary', escapeHtml(nav.signOut))}</div></div>` +
    `</div></header>`
  );
}

/** A story's or a task's first screen, as its page shows it. */
export function openedTextHtml(language: InterfaceLanguage, words: FirstPaintWords, opened: OpenedText): string {
  return opened.kind === 'story' ? storyHtml(language, words, opened) : taskHtml(words, opened);
}

/** The shell with the page's first screen in it, before the page's root, which stays hidden until the code has drawn the same. */
export function withFirstPaint(
  shell: string,
  here: string,
  language: InterfaceLanguage,
  words: FirstPaintWords,
  learnerName: string,
  main: string,
): string {
  const opened = placeLiterally(shell, /<html lang="en">/, `<html lang="${language}" dir="${words.direction}">`);
  return placeLiterally(
    opened,
    '<div id="root"></div>',
    `<div id="${FIRST_PAINT_ID}">${topBarHtml(words, learnerName, here)}<main>${main}</main></div><div id="root" hidden></div>`,
  );
}
