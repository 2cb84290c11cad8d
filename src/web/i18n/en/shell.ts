// The text every page needs from its first paint: the top bar, the footer,
// page titles, the shared dialogs and the names of levels, topics and badges.
// The rest of the English comes with the part of the site that shows it (english.ts).

import { BADGES, type BadgeId } from '#src/domain/badges.ts';
import { READING_LEVEL_NAMES, TOPIC_NAMES } from '#src/domain/enums.ts';
import { LEVEL_TITLES, type LevelKey } from '#src/domain/levels.ts';

// The XP level titles (SPEC §9) and the badges' names, by level number and by
// badge id, taken from src/domain so the English is the spec's word for word.
// The server sends the same English; the interface shows these, in the
// learner's language (i18n/progress-names.ts). The Hub, the progress dialog and
// the rewards after reading and writing all show them, so they are the shell's.
type Named = { title: string; description: string };
const levelTitles = Object.fromEntries(LEVEL_TITLES.map((title, i) => [i + 1, title])) as Record<LevelKey, string>;
const badges = Object.fromEntries(
  BADGES.map(({ id, title, description }): [BadgeId, Named] => [id, { title, description }]),
) as Record<BadgeId, Named>;

export const shell = {
  direction: 'ltr' as 'ltr' | 'rtl',
  siteName: 'English Commons',
  skipToContent: 'Skip to main content',
  loading: 'Loading...',
  // A label and its value ("Time plan: 7 minutes"): each language punctuates its own way (French: a space before the colon).
  labelled: '{label}: {value}',
  nav: {
    label: 'Main',
    home: 'Home',
    features: 'Features',
    about: 'About Us',
    help: 'Help',
    dashboard: 'Dashboard',
    register: 'Register',
    signIn: 'Sign In',
    signOut: 'Sign Out',
    welcome: 'Welcome,',
    menu: 'Menu',
    // A volunteer tutor's page (decision 038): in the top bar, so the shell's.
    tutor: 'Tutor',
    backToHub: 'Back to the Learning Hub',
  },
  language: {
    label: 'Language',
    // Each language's name in that language, so a learner finds their own.
    names: { en: 'English', fr: 'Français', ar: 'العربية', fa: 'فارسی', uk: 'Українська', es: 'Español' },
    // Issue 33: the menu says what each language really has, so nobody is promised more.
    interface: 'Menus and pages in this language',
    wordHelp: 'Word meanings in this language: {percent} of the story words you tap',
    storyTranslations: 'A translation beside the English for {count} stories',
    stories: 'Stories stay in English: they are what you learn.',
  },
  footer: {
    label: 'Footer',
    tagline: 'Free English practice for newcomers and learners everywhere.',
    features: 'Features',
    about: 'About Us',
    dashboard: 'Dashboard',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    help: 'Help',
    copyright: '© 2024 {organisation}. Free forever.',
  },
  external: {
    newTab: '(opens in a new tab)',
  },
  titles: {
    home: 'English Commons: free English practice for newcomers',
    features: 'Features | English Commons',
    about: 'About Us | English Commons',
    terms: 'Terms of Service | English Commons',
    privacy: 'Privacy Policy | English Commons',
    resetCode: 'Use a reset code | English Commons',
    help: 'Help | English Commons',
    dashboard: 'Learning Hub | English Commons',
    reading: 'Reading Practice | English Commons',
    writing: 'Writing Practice | English Commons',
    placement: 'Find your level | English Commons',
  },
  descriptions: {
    home: 'Learn English for free. Read stories at your level, listen, write with a timer and see your progress. Made for newcomers.',
    features: 'Reading, writing and progress tools for English learners. All free.',
    about: 'Who we are: a non-profit community foundation that helps newcomers learn English.',
    terms: 'The rules for using English Commons, in plain English.',
    privacy: 'What English Commons stores about you, why, and how to delete it.',
    resetCode: 'Forgot your password and your security answer? Use the code a volunteer gave you.',
    help: 'How to use English Commons, answers to common questions, and how to reach our volunteers.',
  },
  dialog: {
    close: 'Close',
  },
  pageLoad: {
    title: 'This page did not load',
    text: 'Check your internet connection, then try again.',
    retry: 'Try again',
  },
  offline: {
    banner: 'You are offline. Saved stories and tasks still work. Your practice is sent when you are back online.',
    update: 'A new version of English Commons is ready.',
    reload: 'Reload',
    save: 'Save for offline',
    saving: 'Saving...',
    saved: 'Saved. You can open it without internet.',
    saveFailed: 'We could not save it on this device.',
    savedMark: 'Saved for offline',
    downloadPdf: 'Download PDF',
    downloadPdfTranslation: 'Download PDF with the translation ({language})',
  },
  levels: READING_LEVEL_NAMES,
  levelInfo: {
    'non-english':
      'You are starting English. Short sentences and the most common words, with a translation beside them.',
    'early-learner': 'You know some English. Short stories with everyday words.',
    intermediate: 'You read English with some help. Longer texts with new words.',
    'advanced-reader': 'You read English well. Rich texts with academic words.',
  },
  levelWithBand: '{name} · {band}',
  topics: TOPIC_NAMES,
  levelTitles,
  badges,
  signOut: {
    title: 'Sign out?',
    confirm: 'Yes, sign out',
    cancel: 'Stay signed in',
  },
  dashboard: {
    // Decision 030: one name for signing out (the spec says 'Logout' here and 'Sign Out' in the top bar).
    logout: 'Sign Out',
    confirmLogout: 'Are you sure you want to sign out?',
    accountTitle: 'Your account',
    download: 'Download my data',
    deleteTitle: 'Delete my account',
    deleteText: 'This removes your account, your practice and your writing. It cannot be undone.',
    deletePassword: 'Your password',
    deleteButton: 'Delete my account forever',
  },
} as const;
