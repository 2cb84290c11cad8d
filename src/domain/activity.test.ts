import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_MESSAGES,
  checkQuiz,
  MAX_READING_WPM,
  type PassageFacts,
  plausibleReading,
  verifyClaim,
} from './activity.ts';

const facts: PassageFacts = {
  key: 'reading/early-learner/food/soup',
  level: 'early-learner',
  topic: 'food',
  words: 285,
  answerKey: [0, 2, 1, 3, 0],
  explanations: ['one', 'two', 'three', 'four', 'five'],
};
const loadedAt = Date.parse('2026-03-02T10:00:00Z');
const opened = { facts, firstLoadedAt: loadedAt };
const later = loadedAt + 5 * 60_000;

describe('verifyClaim', () => {
  it('stores a reading session with the passage’s level and topic, not the client’s', () => {
    const verdict = verifyClaim(
      { type: 'reading-session', passageKey: facts.key, seconds: 200, mode: 'silent', level: 'advanced-reader' },
      later,
      opened,
    );
    expect(verdict).toEqual({
      ok: true,
      data: {
        type: 'reading-session',
        words: 285,
        seconds: 200,
        level: 'early-learner',
        topic: 'food',
        mode: 'silent',
        passageKey: facts.key,
      },
    });
  });

  it('refuses more words than the passage has, a passage never opened, and practice from before it was opened', () => {
    const claim = { type: 'reading-session', passageKey: facts.key, seconds: 60, mode: 'normal' } as const;
    expect(verifyClaim({ ...claim, words: 286 }, later, opened)).toEqual({
      ok: false,
      error: ACTIVITY_MESSAGES.tooManyWords,
    });
    expect(verifyClaim(claim, later, undefined)).toEqual({ ok: false, error: ACTIVITY_MESSAGES.notLoaded });
    expect(verifyClaim(claim, loadedAt - 60 * 60_000, opened)).toEqual({
      ok: false,
      error: ACTIVITY_MESSAGES.beforeLoad,
    });
    // A phone clock a few minutes behind the server's still counts.
    expect(verifyClaim(claim, loadedAt - 5 * 60_000, opened).ok).toBe(true);
  });

  it('scores a quiz from the answers against the answer key, ignoring a claimed score', () => {
    const verdict = verifyClaim(
      { type: 'quiz', passageKey: facts.key, answers: [0, 2, 0, 0, 0], correct: 5, total: 5 },
      later,
      opened,
    );
    expect(verdict).toMatchObject({ ok: true, data: { type: 'quiz', correct: 3, total: 5, level: 'early-learner' } });
    expect(verifyClaim({ type: 'quiz', passageKey: facts.key, answers: [0, 2] }, later, opened)).toEqual({
      ok: false,
      error: ACTIVITY_MESSAGES.wrongAnswerCount,
    });
  });

  it('checks a quiz question by question, with the right answer and where the text gives it', () => {
    const checked = checkQuiz([0, 1, 1, 3, 2], facts);
    expect(checked.map((q) => q.right)).toEqual([true, false, true, true, false]);
    expect(checked[1]).toEqual({ chosen: 1, right: false, correctAnswer: 2, explanation: 'two' });
  });

  it('leaves writing tasks and learned words to the server', () => {
    expect(verifyClaim({ type: 'writing-task' }, later, opened)).toEqual({
      ok: false,
      error: ACTIVITY_MESSAGES.writingOnServer,
    });
    expect(verifyClaim({ type: 'word-learned' }, later, opened)).toEqual({
      ok: false,
      error: ACTIVITY_MESSAGES.wordOnServer,
    });
  });
});

describe('a reading needs its time (issue 30)', () => {
  const at = loadedAt + 30 * 60_000;
  const claim = (seconds: number) =>
    ({ type: 'reading-session', passageKey: facts.key, seconds, mode: 'normal' }) as const;

  it(`refuses a reading faster than ${MAX_READING_WPM} words a minute, and counts one at that pace`, () => {
    expect(verifyClaim(claim(1), at, opened)).toEqual({ ok: false, error: ACTIVITY_MESSAGES.tooFast });
    const least = Math.ceil((facts.words / MAX_READING_WPM) * 60);
    expect(verifyClaim(claim(least - 1), at, opened)).toEqual({ ok: false, error: ACTIVITY_MESSAGES.tooFast });
    expect(verifyClaim(claim(least), at, opened).ok).toBe(true);
  });

  it('measures the time against the passage’s words, not the words claimed: 0 words in 1 second earns nothing', () => {
    expect(verifyClaim({ ...claim(1), words: 0 }, at, opened)).toEqual({ ok: false, error: ACTIVITY_MESSAGES.noWords });
    expect(verifyClaim({ ...claim(1), words: 5 }, at, opened)).toEqual({ ok: false, error: ACTIVITY_MESSAGES.tooFast });
    expect(verifyClaim({ ...claim(600), words: 0 }, at, opened)).toEqual({
      ok: false,
      error: ACTIVITY_MESSAGES.noWords,
    });
    const empty = { ...opened, facts: { ...facts, words: 0 } };
    expect(verifyClaim(claim(600), at, empty)).toEqual({ ok: false, error: ACTIVITY_MESSAGES.noWords });
  });

  it('finds a time plausible only for a passage with words, at a generous reading rate or slower', () => {
    expect(plausibleReading(0, 600)).toBe(false);
    expect(plausibleReading(285, 1)).toBe(false);
    expect(plausibleReading(285, 42)).toBe(false);
    expect(plausibleReading(285, 43)).toBe(true);
    // A beginner reading 250 words at 60 words a minute.
    expect(plausibleReading(250, 250)).toBe(true);
  });

  it('refuses a reading that would have begun before the passage was opened', () => {
    // 2 hours of reading that ended 30 minutes after the open.
    expect(verifyClaim(claim(2 * 3600), at, opened)).toEqual({ ok: false, error: ACTIVITY_MESSAGES.beforeLoad });
  });
});

describe('practice the server can check (issue 30)', () => {
  it('refuses practice more than a day after the learner last opened the passage', () => {
    const claim = { type: 'reading-session', passageKey: facts.key, seconds: 180, mode: 'normal' } as const;
    const dayLater = loadedAt + 24 * 3600_000;
    expect(verifyClaim(claim, dayLater, opened).ok).toBe(true);
    expect(verifyClaim(claim, dayLater + 60_000, opened)).toEqual({
      ok: false,
      error: ACTIVITY_MESSAGES.openedLongAgo,
    });
    // Opened again since: it counts.
    expect(verifyClaim(claim, dayLater + 60_000, { ...opened, lastLoadedAt: dayLater }).ok).toBe(true);
  });
});
