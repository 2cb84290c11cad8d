// The fixed lists of SPEC §3. Everything that counts them (the Learning Hub's
// statistics, route validation, the library) reads them from here.

export const READING_LEVELS = ['early-learner', 'intermediate', 'advanced-reader', 'non-english'] as const;
export type ReadingLevel = (typeof READING_LEVELS)[number];

/** The reading levels from the easiest, as learners choose them. */
export const READING_LEVELS_BY_DIFFICULTY = [
  'non-english',
  'early-learner',
  'intermediate',
  'advanced-reader',
] as const;

/** Each reading level's CEFR band, shown with its name. */
export const READING_LEVEL_CEFR: Record<ReadingLevel, string> = {
  'non-english': 'pre-A1–A1',
  'early-learner': 'A1–A2',
  intermediate: 'B1–B2',
  'advanced-reader': 'C1–C2',
};

export const TOPICS = ['daily-life', 'science', 'history', 'nature', 'technology', 'travel', 'food', 'sports'] as const;
export type Topic = (typeof TOPICS)[number];

// The English names, shared by the interface (src/web/i18n) and the PDFs,
// which are always in English.
export const READING_LEVEL_NAMES: Record<ReadingLevel, string> = {
  'early-learner': 'Early learner',
  intermediate: 'Intermediate',
  'advanced-reader': 'Advanced reader',
  'non-english': 'First steps in English',
};

export const TOPIC_NAMES: Record<Topic, string> = {
  'daily-life': 'Daily life',
  science: 'Science',
  history: 'History',
  nature: 'Nature',
  technology: 'Technology',
  travel: 'Travel',
  food: 'Food',
  sports: 'Sports',
};

export const READING_MODES = ['normal', 'silent', 'pronunciation', 'vocabulary', 'strategies'] as const;
export type ReadingMode = (typeof READING_MODES)[number];

export const STRATEGIES = ['skimming', 'scanning', 'detailed'] as const;
export type Strategy = (typeof STRATEGIES)[number];

// SPEC §3 lists four writing modes; decision 013 adds e-mail and report
// writing so the Learning Hub's '6 writing modes' is true.
export const WRITING_MODES = [
  'formal-writing',
  'essay-writing',
  'letter-writing',
  'creative-writing',
  'email-writing',
  'report-writing',
] as const;
export type WritingMode = (typeof WRITING_MODES)[number];

export const VOICE_ACCENTS = {
  american: 'en-US',
  british: 'en-GB',
  australian: 'en-AU',
  indian: 'en-IN',
  chinese: 'zh-CN',
  filipino: 'fil-PH',
  french: 'fr-FR',
  canadian: 'en-CA',
} as const;
export type VoiceAccent = keyof typeof VOICE_ACCENTS;

export const VOICE_GENDERS = ['female', 'male'] as const;
export type VoiceGender = (typeof VOICE_GENDERS)[number];

export const SECURITY_QUESTIONS = [
  "What was your first pet's name?",
  'In what city were you born?',
  "What is your mother's maiden name?",
  'What was the name of your first school?',
  'What is your favourite food?',
  'What was your childhood nickname?',
  'What is the name of your hometown?',
] as const;
export type SecurityQuestion = (typeof SECURITY_QUESTIONS)[number];
