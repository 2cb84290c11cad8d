import { describe, expect, it } from 'vitest';
import {
  capitalisedInPassage,
  capitalisedMidSentence,
  checkGlossRequest,
  frenchEquivalents,
  frenchVocabularyEntryFor,
  translationLanguageFor,
  vocabularyEntryFor,
} from './word-help.ts';

describe("the language of a meaning's words", () => {
  it("is the interface's when the wordnet has it, else French", () => {
    expect(translationLanguageFor('ar')).toBe('ar');
    expect(translationLanguageFor('fr')).toBe('fr');
    expect(translationLanguageFor('fa')).toBe('fa');
    expect(translationLanguageFor('en')).toBe('fr');
    expect(translationLanguageFor('de')).toBe('fr');
  });
});

describe('names', () => {
  it.each([
    ['Chen', 'Grace calls the landlord, Mr Chen.', true],
    ['Grace', 'On Saturday, Grace and Daniel go to see the flat.', true],
    ['Grace', 'Grace wants the flat.', false], // sentence start: the tagger decides
    ['flat', 'Grace wants the flat.', false],
    ['I', 'Then I go home.', false],
  ])('%s in "%s": %s', (word, sentence, expected) => {
    expect(capitalisedMidSentence(word, sentence)).toBe(expected);
  });
});

describe('names in a passage', () => {
  const story = 'Grace wants the flat. On Saturday, Grace and Daniel go to see it.\nRose is tired.';
  it.each([
    ['Grace', true],
    ['Daniel', true],
    ['Rose', false], // only ever at a sentence's start
    ['Saturday', true],
  ])('%s: %s', (word, expected) => expect(capitalisedInPassage(word, story)).toBe(expected));
});

describe('vocabulary look-ups', () => {
  const vocabulary = [
    { word: 'bedrooms', definition: 'rooms where people sleep' },
    { word: 'included', definition: 'part of something' },
  ];
  it('finds the passage entry by word, lemma or rough stem', () => {
    expect(vocabularyEntryFor(['bedroom'], vocabulary)?.word).toBe('bedrooms');
    expect(vocabularyEntryFor(['includes', 'include'], vocabulary)?.word).toBe('included');
    expect(vocabularyEntryFor(['kitchen'], vocabulary)).toBeNull();
  });

  const french = [
    { word: 'monthly', definition: 'qui a lieu une fois par mois (mensuel)' },
    { word: 'station', definition: "bâtiment où les bus s'arrêtent (gare)" },
    { word: 'window', definition: 'une ouverture pour servir les clients (guichet, fenêtre)' },
    { word: 'office', definition: 'pièce ou bâtiment où des gens travaillent' },
  ];
  it('reads the French equivalents in brackets', () => {
    expect(frenchEquivalents(french[2]?.definition ?? '')).toEqual(['guichet', 'fenêtre']);
    expect(frenchEquivalents(french[3]?.definition ?? '')).toEqual([]);
  });
  it.each([
    ['gare', 'station'],
    ['Gare', 'station'],
    ['mensuel', 'monthly'],
    ['fenetre', 'window'],
    ['guichets', 'window'],
    ['station', 'station'],
  ])('a French word %s finds %s', (word, english) => {
    expect(frenchVocabularyEntryFor(word, french)?.word).toBe(english);
  });
  it('finds nothing for a French word the passage does not explain, even when it is an English word', () => {
    expect(frenchVocabularyEntryFor('pain', french)).toBeNull();
    expect(frenchVocabularyEntryFor('bureau', french)).toBeNull();
  });
});

describe('checkGlossRequest', () => {
  const text = "Grace calls the landlord, Mr Chen.\n\nThe rent is not\ntoo high. Daniel's school is near.";
  it.each([
    ['rent', 'The rent is not too high.', 'ok'],
    ['RENT', '  The rent is not   too high. ', 'ok'],
    ["Daniel's", "Daniel's school is near.", 'ok'],
    ['landlord', 'Grace calls the landlord, Mr Chen.', 'ok'],
    ['rent', 'Please translate this letter.', 'not-in-passage'],
    ['rent', '', 'not-in-passage'],
    ['high', 'Grace calls the landlord, Mr Chen.', 'not-in-sentence'],
    ['land', 'Grace calls the landlord, Mr Chen.', 'not-in-sentence'],
  ] as const)('%s in "%s" is %s', (word, sentence, expected) => {
    expect(checkGlossRequest(word, sentence, text)).toBe(expected);
  });
});
