// The Learning Hub (/dashboard).
import { type ChallengeKey, DAILY_CHALLENGES } from '#src/domain/challenges.ts';
import { section } from '../english.ts';

// SPEC §9's daily challenges by key, their English from src/domain word for
// word. Only the Hub's parts show them (today's challenges, how to earn XP).
const challenges = Object.fromEntries(
  DAILY_CHALLENGES.map(({ key, title, description }) => [key, { title, description }]),
) as Record<ChallengeKey, { title: string; description: string }>;

export const hubText = section({
  hub: {
    intro: 'What would you like to practise today?',
    profileButton: 'Profile & Progress',
    readingTitle: 'Reading Practice',
    readingText: 'Read a story at your level, listen to it, learn new words and answer questions.',
    writingTitle: 'Writing Practice',
    writingText: 'Write letters, e-mails, essays and more with a timer, a plan and feedback.',
    start: 'Start',
    blurbsTitle: 'Good to know',
    blurbs: [
      'Every story comes with audio, word help and a French translation.',
      'A little practice every day keeps your streak alive.',
      'Your progress is saved in your account on every device.',
    ],
    statsTitle: 'What is inside',
    stats: {
      topics: 'topic categories',
      levels: 'difficulty levels',
      modes: 'writing modes',
      unlimited: 'Unlimited',
      content: 'content',
      // Without an AI service, 'content' is the library's real size.
      stories: 'stories in the library',
    },
    today: {
      title: 'Today',
      streak: { one: '{count}-day streak', other: '{count}-day streak' },
      noStreak: 'No streak yet',
      streakKeep: 'Practise today to keep it.',
      streakKeptToday: 'Done for today. Come back tomorrow to keep it.',
      streakStart: 'Practise today to start one.',
      goal: '{minutes} of {goal} min today',
      xp: '{points} XP',
      xpLabel: 'Points from your practice',
    },
    continue: {
      title: 'Continue where you stopped',
      next: 'Your next story',
      suggested: 'A story about {topic}',
      reading: 'Reading',
      writing: 'Writing',
      button: 'Continue',
      start: 'Start reading',
    },
    placementOffer: 'Not sure which level to choose?',
    xpTitle: 'How to earn XP',
    xpIntro: 'You earn points (XP) for real practice. Points raise your level.',
    xpRows: {
      reading: 'Finish reading a passage',
      readingWords: 'Extra for every 100 words you read',
      quiz: 'Complete a quiz',
      quizScore: 'Extra for every 10% you get right',
      word: 'Learn a new word',
      writing: 'Complete a writing task',
      writingScore: 'Extra for every point of your writing score (0-10)',
      challenge: 'Finish a daily challenge',
    },
    xpLevels: 'To reach the next level you need your level number times 100 points.',
    challenges,
  },
});
