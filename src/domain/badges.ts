// Badges earned by real milestones. Each is checked against the running
// totals after every event, so earnedAt is the moment it was crossed.

export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];
export const BADGE_CATEGORIES = ['reading', 'quiz', 'vocabulary', 'writing', 'streak', 'challenge'] as const;

export type Totals = {
  readingSessions: number;
  wordsRead: number;
  quizzes: number;
  perfectQuizzes: number;
  wordsLearned: number;
  writingTasks: number;
  wordsWritten: number;
  streak: number;
  fullChallengeDays: number;
};

export type BadgeDefinition = {
  id: string;
  title: string;
  description: string;
  icon: string;
  rarity: Rarity;
  category: (typeof BADGE_CATEGORIES)[number];
  earned: (t: Totals) => boolean;
};

export const BADGES = [
  {
    id: 'first-story',
    title: 'First Story',
    description: 'Finish reading your first passage.',
    icon: 'book',
    rarity: 'common',
    category: 'reading',
    earned: (t) => t.readingSessions >= 1,
  },
  {
    id: 'bookworm',
    title: 'Bookworm',
    description: 'Finish 25 passages.',
    icon: 'books',
    rarity: 'rare',
    category: 'reading',
    earned: (t) => t.readingSessions >= 25,
  },
  {
    id: 'marathon-reader',
    title: 'Marathon Reader',
    description: 'Read 50,000 words.',
    icon: 'road',
    rarity: 'legendary',
    category: 'reading',
    earned: (t) => t.wordsRead >= 50_000,
  },
  {
    id: 'quiz-starter',
    title: 'Quiz Starter',
    description: 'Complete your first quiz.',
    icon: 'check',
    rarity: 'common',
    category: 'quiz',
    earned: (t) => t.quizzes >= 1,
  },
  {
    id: 'perfect-score',
    title: 'Perfect Score',
    description: 'Get every answer right in a quiz.',
    icon: 'star',
    rarity: 'rare',
    category: 'quiz',
    earned: (t) => t.perfectQuizzes >= 1,
  },
  {
    id: 'quiz-master',
    title: 'Quiz Master',
    description: 'Complete 50 quizzes.',
    icon: 'medal',
    rarity: 'epic',
    category: 'quiz',
    earned: (t) => t.quizzes >= 50,
  },
  {
    id: 'word-collector',
    title: 'Word Collector',
    description: 'Learn 10 words.',
    icon: 'tag',
    rarity: 'common',
    category: 'vocabulary',
    earned: (t) => t.wordsLearned >= 10,
  },
  {
    id: 'word-treasure',
    title: 'Word Treasure',
    description: 'Learn 100 words.',
    icon: 'gem',
    rarity: 'epic',
    category: 'vocabulary',
    earned: (t) => t.wordsLearned >= 100,
  },
  {
    id: 'first-steps',
    title: 'First Steps',
    description: 'Complete your first writing task.',
    icon: 'pen',
    rarity: 'common',
    category: 'writing',
    earned: (t) => t.writingTasks >= 1,
  },
  {
    id: 'word-master',
    title: 'Word Master',
    description: 'Write 1,000 words in writing tasks.',
    icon: 'feather',
    rarity: 'rare',
    category: 'writing',
    earned: (t) => t.wordsWritten >= 1000,
  },
  {
    id: 'streak-3',
    title: 'Three in a Row',
    description: 'Practise three days in a row.',
    icon: 'flame',
    rarity: 'common',
    category: 'streak',
    earned: (t) => t.streak >= 3,
  },
  {
    id: 'streak-7',
    title: 'Week of Practice',
    description: 'Practise seven days in a row.',
    icon: 'flame',
    rarity: 'rare',
    category: 'streak',
    earned: (t) => t.streak >= 7,
  },
  {
    id: 'streak-30',
    title: 'Unstoppable',
    description: 'Practise thirty days in a row.',
    icon: 'crown',
    rarity: 'legendary',
    category: 'streak',
    earned: (t) => t.streak >= 30,
  },
  {
    id: 'challenge-champion',
    title: 'Challenge Champion',
    description: 'Finish all three daily challenges in one day.',
    icon: 'trophy',
    rarity: 'epic',
    category: 'challenge',
    earned: (t) => t.fullChallengeDays >= 1,
  },
] as const satisfies readonly BadgeDefinition[];

/** A badge's id: the interface finds the badge's name in the learner's language by it (src/web/i18n). */
export type BadgeId = (typeof BADGES)[number]['id'];
