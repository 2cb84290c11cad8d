import { describe, expect, it } from 'vitest';
import { type ActivityData, xpFor } from './activity.ts';
import { BADGES } from './badges.ts';
import { challengeKeyOf, challengesFor, DAILY_CHALLENGES } from './challenges.ts';
import { type StoredEvent, summarize } from './progress.ts';

const zone = 'America/Toronto';
let n = 0;
const event = (at: string, data: ActivityData): StoredEvent => ({
  id: `e${++n}`,
  occurredAt: Date.parse(at),
  xp: xpFor(data),
  data,
});
const reading = (words = 250, seconds = 120): ActivityData => ({
  type: 'reading-session',
  words,
  seconds,
  level: 'early-learner',
  topic: 'food',
  mode: 'normal',
});
const quiz = (correct: number): ActivityData => ({
  type: 'quiz',
  correct,
  total: 5,
  level: 'early-learner',
  topic: 'food',
});

describe('XP table', () => {
  it.each([
    [reading(250), 12],
    [reading(0), 10],
    [quiz(5), 15],
    [quiz(2), 9],
    [{ type: 'word-learned', word: 'market' } as const, 2],
    [{ type: 'writing-task', words: 160, seconds: 900, score: 8, mode: 'email-writing' } as const, 26],
  ])('%j is worth %i XP', (data, xp) => {
    expect(xpFor(data as ActivityData)).toBe(xp);
  });
});

describe('summarize', () => {
  const now = Date.parse('2026-11-22T18:00:00Z'); // Sunday afternoon in Toronto

  it('adds up reading, quizzes, words and writing', () => {
    const s = summarize(
      [
        event('2026-11-22T15:00:00Z', reading(300, 150)),
        event('2026-11-22T15:05:00Z', quiz(5)),
        event('2026-11-22T15:06:00Z', { type: 'word-learned', word: 'market' }),
        event('2026-11-22T15:30:00Z', {
          type: 'writing-task',
          words: 150,
          seconds: 600,
          score: 7,
          mode: 'email-writing',
        }),
      ],
      zone,
      now,
    );
    expect(s.stats).toMatchObject({
      totalReadingSessions: 1,
      totalWordsRead: 300,
      averageReadingSpeed: 120,
      totalQuizzesCompleted: 1,
      averageQuizScore: 100,
      totalVocabularyWordsLearned: 1,
    });
    expect(s.writing).toMatchObject({ totalTasksCompleted: 1, totalWordsWritten: 150, averageWordsPerMinute: 15 });
    expect(s.writing.taskTypeBreakdown['email-writing']).toBe(1);
    expect(s.points).toBe(13 + 15 + 2 + 24);
    expect(s.today).toMatchObject({ date: '2026-11-22', minutes: 13 });
    expect(s.badges.map((b) => b.id).sort()).toEqual(['first-steps', 'first-story', 'perfect-score', 'quiz-starter']);
  });

  it('advances the daily challenges with today’s events only', () => {
    const s = summarize(
      [
        event('2026-11-21T15:00:00Z', reading()),
        event('2026-11-22T15:00:00Z', reading()),
        event('2026-11-22T16:00:00Z', reading()),
      ],
      zone,
      now,
    );
    const read = s.today.challenges.find((c) => c.type === 'reading');
    expect(read).toMatchObject({ currentValue: 2, targetValue: 2, completed: true, points: 50 });
    expect(read?.expiresAt).toBe('2026-11-23T05:00:00.000Z');
  });

  it('buckets the last 8 weeks from Sunday, and keeps the streak in the learner’s days', () => {
    const s = summarize(
      [
        event('2026-11-21T04:30:00Z', reading(100, 600)), // 23:30 Friday 20 Nov in Toronto
        event('2026-11-21T15:00:00Z', reading(100, 600)), // Saturday
        event('2026-11-22T15:00:00Z', reading(100, 600)), // Sunday: a new week
      ],
      zone,
      now,
    );
    expect(s.weekly).toHaveLength(8);
    expect(s.weekly.at(-1)).toMatchObject({ weekStart: '2026-11-22', minutes: 10, words: 100 });
    expect(s.weekly.at(-2)).toMatchObject({ weekStart: '2026-11-15', minutes: 20, words: 200 });
    expect(s.streaks).toEqual({ current: 3, longest: 3, lastActivityDate: '2026-11-22' });
    expect(s.badges.map((b) => b.id)).toContain('streak-3');
  });

  it('earns each badge once, at the moment its threshold was crossed', () => {
    const words = Array.from({ length: 12 }, (_, i) =>
      event(`2026-11-22T1${Math.floor(i / 6)}:0${i % 6}:00Z`, { type: 'word-learned', word: `word${i}` }),
    );
    const s = summarize(words, zone, now);
    const collector = s.badges.find((b) => b.id === 'word-collector');
    expect(collector?.earnedAt).toBe(new Date(words[9]?.occurredAt ?? 0).toISOString());
    expect(s.badges.filter((b) => b.id === 'word-collector')).toHaveLength(1);
  });

  it('has at least 12 badges across all four rarities', () => {
    expect(BADGES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(BADGES.map((b) => b.rarity))).toEqual(new Set(['common', 'rare', 'epic', 'legendary']));
    expect(new Set(BADGES.map((b) => b.id)).size).toBe(BADGES.length);
  });

  it('lists the three challenges of §9 with their XP', () => {
    expect(challengesFor('2026-11-22', 'UTC', {}).map((c) => [c.title, c.targetValue, c.points])).toEqual([
      ['Read 2 passages', 2, 50],
      ['Complete 3 quizzes', 3, 75],
      ['Learn 10 words', 10, 100],
    ]);
  });

  it('gives back each challenge’s key from its id, so the interface can name it in the learner’s language', () => {
    expect(challengesFor('2026-11-22', 'UTC', {}).map((c) => challengeKeyOf(c.id))).toEqual(
      DAILY_CHALLENGES.map((c) => c.key),
    );
    expect(challengeKeyOf('read-2')).toBeNull();
    expect(challengeKeyOf('challenge-read-2-today')).toBeNull();
  });
});
