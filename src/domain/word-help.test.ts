import { describe, expect, it } from 'vitest';
import {
  capitalisedMidSentence,
  checkGlossRequest,
  frenchEquivalents,
  frenchVocabularyEntryFor,
  rankSenses,
  type Sense,
  vocabularyEntryFor,
} from './word-help.ts';

const sense = (pos: Sense['pos'], definition: string, tagCount = 0, examples: string[] = []): Sense => ({
  pos,
  definition,
  examples,
  synonyms: [],
  tagCount,
});
const BANK = [
  sense('n', 'sloping land (especially the slope beside a body of water)', 25, ['he sat on the bank of the river']),
  sense('n', 'a financial institution that accepts deposits and channels the money into lending', 20),
  sense('n', 'a container (usually with a slot in the top) for keeping money at home', 0),
  sense('v', 'do business with a bank or keep an account at a bank', 2),
];

describe('rankSenses', () => {
  it('picks the sense whose words the sentence shares', () => {
    expect(rankSenses(BANK, { pos: 'noun', words: ['go', 'take', 'money'] })[0]).toBe(BANK[1]);
    expect(rankSenses(BANK, { pos: 'noun', words: ['sit', 'river', 'watch'] })[0]).toBe(BANK[0]);
  });
  it('breaks a tie with the corpus counts', () => {
    // 'money' is in both money senses: the one tagged 20 times wins over the one never tagged.
    expect(rankSenses(BANK, { pos: 'noun', words: ['money'] }).slice(0, 2)).toEqual([BANK[1], BANK[2]]);
  });
  it('keeps the part of speech of the sentence, and all senses when it has none of it', () => {
    expect(rankSenses(BANK, { pos: 'verb', words: [] })).toEqual([BANK[3]]);
    expect(rankSenses(BANK, { pos: 'adverb', words: [] })).toHaveLength(4);
  });
  it('orders by corpus counts, not WordNet order, with no context', () => {
    const deposit = [
      sense('n', 'the phenomenon of sediment accumulating', 1),
      sense('n', 'money given as security', 3),
    ];
    expect(rankSenses(deposit, { pos: null, words: [] })[0]).toBe(deposit[1]);
  });
  it('meets irregular and derived forms through the lemmatiser and a rough stem', () => {
    const senses = [
      sense('n', 'a gathering of sediment', 5),
      sense('n', 'a partial payment made at the time of purchase', 0),
    ];
    const lemma = (w: string) => (w === 'paid' ? 'pay' : w);
    expect(rankSenses(senses, { pos: 'noun', words: ['paid'] }, lemma)[0]).toBe(senses[1]);
  });
  it('counts the paragraph around the sentence at half weight', () => {
    const lease = [
      sense('n', 'property that is leased or rented out', 1),
      sense('n', 'a contract granting use of property', 1),
    ];
    expect(rankSenses(lease, { pos: 'noun', words: ['give', 'read'], nearby: ['contract'] })[0]).toBe(lease[1]);
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
