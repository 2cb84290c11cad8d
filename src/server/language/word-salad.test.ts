import { describe, expect, it } from 'vitest';
import { isWordSalad, sentenceLikeness } from './word-salad.ts';

// A story like the library's early-learner ones, and its words drawn at random (a fixed seed): what the farm sent.
const STORY =
  'Maria makes soup on Sunday. She cuts carrots and onions in the kitchen. Her son Leo helps her. He puts the water in a big pot. The soup is hot, so they wait. Then they eat it with bread. Leo says it is the best soup in the world. Maria smiles and gives him more. After lunch they wash the pot and the bowls together. On Monday Maria takes the rest of the soup to her work. Her friends at work like it too.';
const storyWords = STORY.split(/\s+/);
const shuffled = (times: number) => {
  let seed = 30;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from(
    { length: storyWords.length * times },
    () => storyWords[Math.floor(random() * storyWords.length)],
  ).join(' ');
};

describe('the word-salad rule (decision 033)', () => {
  it('flags story words in random order, and never the story itself', () => {
    expect(isWordSalad(shuffled(2))).toBe(true);
    expect(isWordSalad(STORY)).toBe(false);
    expect(sentenceLikeness(STORY)).toBeGreaterThan(sentenceLikeness(shuffled(2)));
  });

  it('leaves beginners’ short simple sentences with mistakes alone', () => {
    const beginner =
      'Hello my name is Ana. I am from Brazil and I live in Toronto now. I have two childrens. ' +
      'My son go to school every day and my daughter is baby. I work in a restaurant, I wash the dishs. ' +
      'I like my job but it is very tired. In weekend we go to the park and we eat ice cream. I want learn english for a better job.';
    expect(isWordSalad(beginner)).toBe(false);
    const noCapitalsNoStops =
      'i go to the market with my mother we buy apples and bread and milk then we go home and we cook dinner for my father he is happy';
    expect(isWordSalad(noCapitalsNoStops)).toBe(false);
  });

  it('does not judge a text too short to tell', () => {
    expect(isWordSalad(storyWords.slice(0, 12).reverse().join(' '))).toBe(false);
  });
});
