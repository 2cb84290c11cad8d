import { describe, expect, it } from 'vitest';
import { createLemmatizer } from './lemmatizer.ts';
import { createWordNet } from './wordnet.ts';

const lemmatizer = createLemmatizer(createWordNet());

describe('dictionary forms, as WordNet finds them', () => {
  it('takes irregular forms from the exception lists', () => {
    expect(lemmatizer.noun('mice')).toBe('mouse');
    expect(lemmatizer.verb('went')).toBe('go');
    expect(lemmatizer.adjective('better')).toBe('good');
  });

  it('detaches a suffix only when what is left is a WordNet lemma of that part of speech', () => {
    expect(lemmatizer.noun('studies')).toBe('study');
    expect(lemmatizer.noun('boxes')).toBe('box');
    expect(lemmatizer.noun('handkerchieves')).toBe('handkerchief');
    expect(lemmatizer.verb('studies')).toBe('study');
    expect(lemmatizer.verb('making')).toBe('make');
    expect(lemmatizer.verb('walked')).toBe('walk');
    expect(lemmatizer.adjective('farthest')).toBe('far');
    expect(lemmatizer.adjective('nicer')).toBe('nice');
    // 'walking' is not an adjective's comparative; 'news' is not a plural of 'new' the noun.
    expect(lemmatizer.adjective('walking')).toBe('walking');
    expect(lemmatizer.noun('news')).toBe('news');
  });

  it("never gives a lemma under three letters: 'was' is not Washington, 'its' not information technology", () => {
    expect(lemmatizer.noun('was')).toBe('was');
    expect(lemmatizer.noun('its')).toBe('its');
    expect(lemmatizer.noun('us')).toBe('us');
    expect(lemmatizer.verb('being')).toBe('being');
  });

  it('treats words that are names of object properties as words', () => {
    expect(lemmatizer.noun('constructor')).toBe('constructor');
    expect(lemmatizer.verb('hasOwnProperty')).toBe('hasOwnProperty');
  });
});
