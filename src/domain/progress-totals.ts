// Running totals: each accepted event is folded into the learner's
// totals and into its local day once, as it arrives, so reading progress
// costs a handful of rows whatever the history. The same fold rebuilds the
// totals from the stored events when they are missing or their shape changed.
import type { ActivityData, ActivityType } from './activity.ts';
import { quizPercent } from './activity.ts';
import type { Badge } from './badge-schema.ts';
import { BADGES, type Totals as BadgeTotals } from './badges.ts';
import { addDays, type LocalDate, localDate, streaks, weekStart } from './calendar.ts';
import { challengesFor, DAILY_CHALLENGES } from './challenges.ts';
import {
  READING_MODES,
  type ReadingLevel,
  type ReadingMode,
  type Topic,
  WRITING_MODES,
  type WritingMode,
} from './enums.ts';
import { levelFor } from './levels.ts';
import type { Summary } from './progress-api.ts';

/** How much two readings may overlap (clocks, a tap late on 'I finished reading') before the second is refused. */
export const READING_OVERLAP_SLACK_MS = 60_000;
/**
 * ...and at most this share of the shorter of the two: a minute of slack let a script stack twenty 40-second
 * readings (each plausible for an easy story, decision 033) into the same minute.
 */
export const READING_OVERLAP_SHARE = 0.25;

/** Whether a reading from `start` to `end` overlaps a reading the day already counted by more than the slack. */
export function overlapsReading(day: DayTotals | undefined, start: number, end: number): boolean {
  return (day?.spans ?? []).some(([s, e]) => {
    const slack = Math.min(READING_OVERLAP_SLACK_MS, READING_OVERLAP_SHARE * Math.min(e - s, end - start));
    return Math.min(e, end) - Math.max(s, start) > slack;
  });
}

/** Bump when the totals' shape or meaning changes: stored totals of an older version are rebuilt from the events. */
export const TOTALS_VERSION = 2; // 2: reading sessions counted by mode (favoriteReadingMode)
/** Quizzes kept for adaptive difficulty (it looks at the last ten). */
const RECENT_QUIZZES = 10;
export const WEEKS_SHOWN = 8;

export type ChallengeData = { type: 'challenge-completed'; challengeId: string; points: number };
export type StoredEvent = {
  id: string;
  occurredAt: number;
  xp: number;
  data: ActivityData | ChallengeData;
};

export type ProgressTotals = {
  points: number;
  readingSessions: number;
  wordsRead: number;
  readingSeconds: number;
  quizzes: number;
  quizPercentSum: number;
  perfectQuizzes: number;
  wordsLearned: number;
  writingTasks: number;
  wordsWritten: number;
  writingSeconds: number;
  longestStreak: number;
  fullChallengeDays: number;
  lastActiveDay: LocalDate | null;
  modes: Record<WritingMode, number>;
  /** Reading sessions by the mode they were read in. */
  readingModes: Partial<Record<ReadingMode, number>>;
  topics: Partial<Record<Topic, number>>;
  /** Oldest first, by when they happened. */
  recentQuizzes: { level: ReadingLevel; percent: number; at: number }[];
};

export type DayTotals = {
  /** Every stored event of the day, challenge completions included (the daily cap counts these). */
  events: number;
  counts: Partial<Record<ActivityType, number>>;
  seconds: number;
  words: number;
  tasks: number;
  points: number;
  challenges: number;
  /** Passages whose reading and whose quiz already counted this day. */
  read: string[];
  quizzed: string[];
  /** Writing tasks whose XP already counted this day (issue 30: once per task per day); absent in days stored before. */
  written?: string[];
  /** When each counted reading began and ended (ms): readings cannot overlap (issue 30). */
  spans?: [number, number][];
  /** Consecutive active days ending with this one (0 for a day with only challenge completions). */
  run: number;
};

export type ProgressState = {
  totals: ProgressTotals;
  days: Map<LocalDate, DayTotals>;
  badges: Map<string, number>;
};

export function emptyTotals(): ProgressTotals {
  return {
    points: 0,
    readingSessions: 0,
    wordsRead: 0,
    readingSeconds: 0,
    quizzes: 0,
    quizPercentSum: 0,
    perfectQuizzes: 0,
    wordsLearned: 0,
    writingTasks: 0,
    wordsWritten: 0,
    writingSeconds: 0,
    longestStreak: 0,
    fullChallengeDays: 0,
    lastActiveDay: null,
    modes: Object.fromEntries(WRITING_MODES.map((m) => [m, 0])) as Record<WritingMode, number>,
    readingModes: {},
    topics: {},
    recentQuizzes: [],
  };
}

export function emptyDay(): DayTotals {
  return {
    events: 0,
    counts: {},
    seconds: 0,
    words: 0,
    tasks: 0,
    points: 0,
    challenges: 0,
    read: [],
    quizzed: [],
    run: 0,
  };
}

const isActive = (d: DayTotals | undefined) => !!d && d.events > d.challenges;

/**
 * Recomputes the runs from `from` onwards after it became active; only the
 * days joined to it change. Returns the longest run seen.
 */
export function joinRuns(days: Map<LocalDate, DayTotals>, from: LocalDate): number {
  let longest = 0;
  let run = days.get(addDays(from, -1))?.run ?? 0;
  for (let day = from; ; day = addDays(day, 1)) {
    const d = days.get(day);
    if (!isActive(d) || !d) break;
    run += 1;
    d.run = run;
    longest = Math.max(longest, run);
  }
  return longest;
}

function badgeTotals(t: ProgressTotals): BadgeTotals {
  return {
    readingSessions: t.readingSessions,
    wordsRead: t.wordsRead,
    quizzes: t.quizzes,
    perfectQuizzes: t.perfectQuizzes,
    wordsLearned: t.wordsLearned,
    writingTasks: t.writingTasks,
    wordsWritten: t.wordsWritten,
    streak: t.longestStreak,
    fullChallengeDays: t.fullChallengeDays,
  };
}

const secondsOf = (d: StoredEvent['data']) => ('seconds' in d ? d.seconds : 0);

/**
 * Folds one event into the state (totals, its day, streak runs, badges).
 * Returns the ids of badges it earned, dated by this event: for events in
 * time order that is the moment the milestone was crossed; an event that
 * arrives late (offline) dates what it completes by its own time. The caller has loaded every stored
 * day from the day before this one onwards, so runs join correctly.
 */
export function applyEvent(state: ProgressState, event: StoredEvent, timeZone: string): string[] {
  const { totals } = state;
  const d = event.data;
  const dayKey = localDate(event.occurredAt, timeZone);
  const day = state.days.get(dayKey) ?? emptyDay();
  state.days.set(dayKey, day);
  const wasActive = isActive(day);
  totals.points += event.xp;
  day.points += event.xp;
  day.events += 1;
  if (d.type === 'challenge-completed') {
    day.challenges += 1;
    if (day.challenges === DAILY_CHALLENGES.length) totals.fullChallengeDays += 1;
  } else {
    day.counts[d.type] = (day.counts[d.type] ?? 0) + 1;
    day.seconds += secondsOf(d);
    if (d.type === 'reading-session') {
      totals.readingSessions += 1;
      totals.wordsRead += d.words;
      totals.readingSeconds += d.seconds;
      totals.topics[d.topic] = (totals.topics[d.topic] ?? 0) + 1;
      totals.readingModes[d.mode] = (totals.readingModes[d.mode] ?? 0) + 1;
      day.words += d.words;
      if (d.passageKey) day.read.push(d.passageKey);
      day.spans = [...(day.spans ?? []), [event.occurredAt - d.seconds * 1000, event.occurredAt]];
    } else if (d.type === 'quiz') {
      const percent = quizPercent(d.correct, d.total);
      totals.quizzes += 1;
      totals.quizPercentSum += percent;
      if (percent === 100) totals.perfectQuizzes += 1;
      totals.recentQuizzes = [...totals.recentQuizzes, { level: d.level, percent, at: event.occurredAt }]
        .sort((a, b) => a.at - b.at)
        .slice(-RECENT_QUIZZES);
      if (d.passageKey) day.quizzed.push(d.passageKey);
    } else if (d.type === 'word-learned') totals.wordsLearned += 1;
    else {
      totals.writingTasks += 1;
      totals.wordsWritten += d.words;
      totals.writingSeconds += d.seconds;
      totals.modes[d.mode] = (totals.modes[d.mode] ?? 0) + 1;
      day.words += d.words;
      day.tasks += 1;
      if (d.taskKey) day.written = [...(day.written ?? []), d.taskKey];
    }
    if (!wasActive) {
      totals.longestStreak = Math.max(totals.longestStreak, joinRuns(state.days, dayKey));
      if (!totals.lastActiveDay || dayKey > totals.lastActiveDay) totals.lastActiveDay = dayKey;
    }
  }
  const earned: string[] = [];
  const now = badgeTotals(totals);
  for (const badge of BADGES) {
    if (!state.badges.has(badge.id) && badge.earned(now)) {
      state.badges.set(badge.id, event.occurredAt);
      earned.push(badge.id);
    }
  }
  return earned;
}

/** The daily challenges that the day's counts reach for the first time with this kind of event. */
export function challengesReached(countBefore: number, type: ActivityType) {
  return DAILY_CHALLENGES.filter(
    (c) => c.counts === type && countBefore < c.targetValue && countBefore + 1 >= c.targetValue,
  );
}

/** Everything from the stored events alone, oldest first: for a rebuild and as the reference in tests. */
export function foldEvents(events: StoredEvent[], timeZone: string): ProgressState {
  const state: ProgressState = { totals: emptyTotals(), days: new Map(), badges: new Map() };
  const sorted = [...events].sort((a, b) => a.occurredAt - b.occurredAt || a.id.localeCompare(b.id));
  for (const event of sorted) applyEvent(state, event, timeZone);
  return state;
}

export type { Summary };

/** The mode most reading sessions were read in (a tie goes to the one first in READING_MODES); null before any. */
export function favoriteMode(counts: Partial<Record<ReadingMode, number>>): ReadingMode | null {
  let favorite: ReadingMode | null = null;
  for (const mode of READING_MODES) {
    const count = counts[mode] ?? 0;
    if (count > 0 && count > (favorite ? (counts[favorite] ?? 0) : 0)) favorite = mode;
  }
  return favorite;
}

/** The first local day whose totals the summary needs (the start of the oldest week shown). */
export function firstDayShown(now: number, timeZone: string): LocalDate {
  return addDays(weekStart(localDate(now, timeZone)), -7 * (WEEKS_SHOWN - 1));
}

/**
 * The dashboard from the running totals, the days since firstDayShown (and
 * the last active day) and the earned badges: no event is read.
 */
export function summaryFrom(state: ProgressState, timeZone: string, now: number): Summary {
  const { totals: t, days } = state;
  const today = localDate(now, timeZone);
  const firstWeek = firstDayShown(now, timeZone);
  const weekly = Array.from({ length: WEEKS_SHOWN }, (_, i) => ({
    weekStart: addDays(firstWeek, 7 * i),
    minutes: 0,
    words: 0,
    tasks: 0,
    points: 0,
  }));
  for (const [key, d] of days) {
    if (key < firstWeek) continue;
    const week = weekly[Math.floor((Date.parse(key) - Date.parse(firstWeek)) / (7 * 86_400_000))];
    if (!week) continue;
    week.minutes += d.seconds / 60;
    week.words += d.words;
    week.tasks += d.tasks;
    week.points += d.points;
  }
  const todayTotals = days.get(today) ?? emptyDay();
  const last = t.lastActiveDay;
  // A streak is alive when the last active day is today or yesterday (calendar.ts streaks()).
  const alive = last !== null && streaks([last], today).current > 0;
  const perMinute = (words: number, seconds: number) => (seconds > 0 ? Math.round((words / seconds) * 60) : 0);
  const badges: Badge[] = BADGES.filter((b) => state.badges.has(b.id))
    .map(({ earned: _rule, ...b }) => ({ ...b, earnedAt: new Date(state.badges.get(b.id) ?? 0).toISOString() }))
    .sort((a, b) => b.earnedAt.localeCompare(a.earnedAt));
  return {
    points: t.points,
    level: levelFor(t.points),
    streaks: {
      current: alive && last ? (days.get(last)?.run ?? 0) : 0,
      longest: t.longestStreak,
      lastActivityDate: last,
    },
    stats: {
      totalReadingSessions: t.readingSessions,
      totalWordsRead: t.wordsRead,
      totalReadingTime: t.readingSeconds,
      averageReadingSpeed: perMinute(t.wordsRead, t.readingSeconds),
      totalQuizzesCompleted: t.quizzes,
      averageQuizScore: t.quizzes ? Math.round(t.quizPercentSum / t.quizzes) : 0,
      totalVocabularyWordsLearned: t.wordsLearned,
      favoriteReadingMode: favoriteMode(t.readingModes),
    },
    reading: {
      totalWords: t.wordsRead,
      wordsRead: t.wordsRead,
      timeSpent: t.readingSeconds,
      sessionsCompleted: t.readingSessions,
    },
    writing: {
      totalTasksCompleted: t.writingTasks,
      totalWordsWritten: t.wordsWritten,
      totalTimeSpent: t.writingSeconds,
      averageWordsPerMinute: perMinute(t.wordsWritten, t.writingSeconds),
      taskTypeBreakdown: { ...t.modes },
    },
    weekly: weekly.map((w) => ({ ...w, minutes: Math.round(w.minutes) })),
    today: {
      date: today,
      minutes: Math.round(todayTotals.seconds / 60),
      challenges: challengesFor(today, timeZone, todayTotals.counts),
    },
    badges,
  };
}
