import { describe, expect, it } from 'vitest';
import type { PassageBody } from './content.ts';
import { checkGeneratedPassage, usableVocabulary } from './generation.ts';

const sentence = 'Mei takes the bus to the market with her grandpa.';
const passage = (words: number, overrides: Partial<PassageBody> = {}): PassageBody => ({
  title: 'Market Day',
  text: Array.from({ length: Math.ceil(words / 10) }, () => sentence).join(' '),
  questions: Array.from({ length: 5 }, () => ({
    question: 'Where does Mei go?',
    options: ['The market', 'School', 'The park', 'Home'],
    correctAnswer: 0,
    explanation: 'The text says the market.',
  })),
  vocabulary: [{ word: 'market', definition: 'a place to buy food', sentence: 'The market is busy.' }],
  ...overrides,
});
const clean = () => false;
const problems = (p: PassageBody, level: Parameters<typeof checkGeneratedPassage>[1] = 'early-learner') =>
  checkGeneratedPassage(p, level, clean).map((x) => x.problem);

describe('checkGeneratedPassage', () => {
  it('passes a passage of the right length, level, vocabulary and questions', () => {
    expect(problems(passage(250))).toEqual([]);
  });

  it('names each problem by its measure, never by the text', () => {
    expect(problems(passage(100))).toEqual(['too-short']);
    expect(problems(passage(400))).toEqual(['too-long']);
    // The same easy text is below the advanced band and outside its word target.
    expect(problems(passage(650), 'advanced-reader')).toEqual(['off-level']);
    const details = checkGeneratedPassage(passage(100), 'early-learner', clean).map((x) => x.detail);
    expect(details).toEqual(['100 words, target 200-300']);
  });

  it('wants every vocabulary word in the text, and some vocabulary', () => {
    const umbrella = { word: 'umbrella', definition: 'it keeps rain off', sentence: 'Take it.' };
    expect(problems(passage(250, { vocabulary: [umbrella] }))).toEqual(['missing-vocabulary']);
    expect(problems(passage(250, { vocabulary: [] }))).toEqual(['missing-vocabulary']);
  });

  it('wants four different options and an answer index among them', () => {
    const base = passage(250).questions[0];
    if (!base) throw new Error('no question');
    expect(problems(passage(250, { questions: [{ ...base, correctAnswer: 4 }] }))).toEqual(['bad-question']);
    expect(problems(passage(250, { questions: [{ ...base, options: ['a', 'b', 'c'] }] }))).toEqual(['bad-question']);
    expect(problems(passage(250, { questions: [{ ...base, options: ['a', 'A', 'b', 'c'] }] }))).toEqual([
      'bad-question',
    ]);
    expect(problems(passage(250, { questions: [] }))).toEqual(['bad-question']);
  });

  it('asks the filter about every part a learner sees', () => {
    const seen: string[] = [];
    checkGeneratedPassage(passage(250, { title: 'Title here' }), 'early-learner', (text) => {
      seen.push(text);
      return text.includes('explanation-word');
    });
    expect(seen[0]).toContain('Title here');
    expect(seen[0]).toContain('The text says the market.');
    expect(seen[0]).toContain('a place to buy food');
  });

  it('checks only the title and text before the questions exist', () => {
    const p = passage(250, { questions: [], vocabulary: [] });
    expect(checkGeneratedPassage(p, 'early-learner', clean, { textOnly: true })).toEqual([]);
    expect(checkGeneratedPassage(p, 'early-learner', () => true, { textOnly: true }).map((x) => x.problem)).toEqual([
      'blocked-words',
    ]);
  });
});

describe('usableVocabulary', () => {
  it('keeps words longer than 5 letters, once each, at most 10 (SPEC §9)', () => {
    const entry = (word: string) => ({ word, definition: 'd', sentence: 's' });
    const words = usableVocabulary([
      entry('bus'),
      entry('market'),
      entry('Market'),
      ...Array.from({ length: 12 }, (_, i) => entry(`station${i}`)),
    ]);
    expect(words.map((w) => w.word)).toEqual(['market', ...Array.from({ length: 9 }, (_, i) => `station${i}`)]);
  });
});
