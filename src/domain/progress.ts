// Everything the progress dashboard shows, derived from the learner's
// events alone: the same answer on any device, whatever order they arrived.
import { type ActivityData, quizPercent } from './activity.ts';
import { BADGES, type Badge, type Totals } from './badges.ts';
import { addDays, type LocalDate, localDate, streaks, weekStart } from './calendar.ts';
import { type Challenge, challengesFor, DAILY_CHALLENGES } from './challenges.ts';
import { WRITING_MODES, type WritingMode } from './enums.ts';
import { type LevelInfo, levelFor } from './levels.ts';

export type StoredEvent = {
  id: string;
  occurredAt: number;
  xp: number;
  data: ActivityData | { type: 'challenge-completed'; challengeId: string; points: number };
};

export const WEEKS_SHOWN = 8;

export type Summary = {
  points: number;
  level: LevelInfo;
  streaks: { current: number; longest: number; lastActivityDate: string | null };
  stats: {
    totalReadingSessions: number;
    totalWordsRead: number;
    totalReadingTime: number;
    averageReadingSpeed: number;
    totalQuizzesCompleted: number;
    averageQuizScore: number;
    totalVocabularyWordsLearned: number;
  };
  reading: { totalWords: number; wordsRead: number; timeSpent: number; sessionsCompleted: number };
  writing: {
    totalTasksCompleted: number;
    totalWordsWritten: number;
    totalTimeSpent: number;
    averageWordsPerMinute: number;
    taskTypeBreakdown: Record<WritingMode, number>;
  };
  weekly: { weekStart: LocalDate; minutes: number; words: number; tasks: number; points: number }[];
  today: { date: LocalDate; minutes: number; challenges: Challenge[] };
  badges: Badge[];
};

const secondsOf = (d: StoredEvent['data']) => ('seconds' in d ? d.seconds : 0);

export function summarize(events: StoredEvent[], timeZone: string, now: number): Summary {
  const sorted = [...events].sort((a, b) => a.occurredAt - b.occurredAt || a.id.localeCompare(b.id));
  const today = localDate(now, timeZone);
  const firstWeek = addDays(weekStart(today), -7 * (WEEKS_SHOWN - 1));
  const weekly = Array.from({ length: WEEKS_SHOWN }, (_, i) => ({
    weekStart: addDays(firstWeek, 7 * i),
    minutes: 0,
    words: 0,
    tasks: 0,
    points: 0,
  }));
  const totals: Totals = {
    readingSessions: 0,
    wordsRead: 0,
    quizzes: 0,
    perfectQuizzes: 0,
    wordsLearned: 0,
    writingTasks: 0,
    wordsWritten: 0,
    streak: 0,
    fullChallengeDays: 0,
  };
  const breakdown = Object.fromEntries(WRITING_MODES.map((m) => [m, 0])) as Record<WritingMode, number>;
  const activeDates = new Set<LocalDate>();
  const challengeDays = new Map<LocalDate, number>();
  const todayCounts: Partial<Record<ActivityData['type'], number>> = {};
  const earned = new Map<string, string>();
  let points = 0;
  let readingSeconds = 0;
  let quizPercentSum = 0;
  let writingSeconds = 0;
  let todaySeconds = 0;
  let run = 0;
  let lastDay: LocalDate | null = null;

  for (const event of sorted) {
    const d = event.data;
    const day = localDate(event.occurredAt, timeZone);
    points += event.xp;
    const week = weekly.find((w) => day >= w.weekStart && day < addDays(w.weekStart, 7));
    if (week) week.points += event.xp;
    if (d.type === 'challenge-completed') {
      const done = (challengeDays.get(day) ?? 0) + 1;
      challengeDays.set(day, done);
      if (done === DAILY_CHALLENGES.length) totals.fullChallengeDays++;
    } else {
      if (!activeDates.has(day)) {
        run = lastDay && addDays(lastDay, 1) === day ? run + 1 : 1;
        activeDates.add(day);
        lastDay = day;
        totals.streak = Math.max(totals.streak, run);
      }
      if (day === today) {
        todayCounts[d.type] = (todayCounts[d.type] ?? 0) + 1;
        todaySeconds += secondsOf(d);
      }
      if (week) week.minutes += secondsOf(d) / 60;
    }
    if (d.type === 'reading-session') {
      totals.readingSessions++;
      totals.wordsRead += d.words;
      readingSeconds += d.seconds;
      if (week) week.words += d.words;
    } else if (d.type === 'quiz') {
      const percent = quizPercent(d.correct, d.total);
      totals.quizzes++;
      quizPercentSum += percent;
      if (percent === 100) totals.perfectQuizzes++;
    } else if (d.type === 'word-learned') totals.wordsLearned++;
    else if (d.type === 'writing-task') {
      totals.writingTasks++;
      totals.wordsWritten += d.words;
      writingSeconds += d.seconds;
      breakdown[d.mode]++;
      if (week) {
        week.words += d.words;
        week.tasks++;
      }
    }
    for (const badge of BADGES) {
      if (!earned.has(badge.id) && badge.earned(totals)) earned.set(badge.id, new Date(event.occurredAt).toISOString());
    }
  }

  const badges: Badge[] = BADGES.filter((b) => earned.has(b.id))
    .map(({ earned: _rule, ...b }) => ({ ...b, earnedAt: earned.get(b.id) ?? '' }))
    .sort((a, b) => b.earnedAt.localeCompare(a.earnedAt));
  const perMinute = (words: number, seconds: number) => (seconds > 0 ? Math.round((words / seconds) * 60) : 0);

  return {
    points,
    level: levelFor(points),
    streaks: streaks(activeDates, today),
    stats: {
      totalReadingSessions: totals.readingSessions,
      totalWordsRead: totals.wordsRead,
      totalReadingTime: readingSeconds,
      averageReadingSpeed: perMinute(totals.wordsRead, readingSeconds),
      totalQuizzesCompleted: totals.quizzes,
      averageQuizScore: totals.quizzes ? Math.round(quizPercentSum / totals.quizzes) : 0,
      totalVocabularyWordsLearned: totals.wordsLearned,
    },
    reading: {
      totalWords: totals.wordsRead,
      wordsRead: totals.wordsRead,
      timeSpent: readingSeconds,
      sessionsCompleted: totals.readingSessions,
    },
    writing: {
      totalTasksCompleted: totals.writingTasks,
      totalWordsWritten: totals.wordsWritten,
      totalTimeSpent: writingSeconds,
      averageWordsPerMinute: perMinute(totals.wordsWritten, writingSeconds),
      taskTypeBreakdown: breakdown,
    },
    weekly: weekly.map((w) => ({ ...w, minutes: Math.round(w.minutes) })),
    today: {
      date: today,
      minutes: Math.round(todaySeconds / 60),
      challenges: challengesFor(today, timeZone, todayCounts),
    },
    badges,
  };
}
