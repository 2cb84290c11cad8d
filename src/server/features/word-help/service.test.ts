// Sense choice with the real WordNet and tagger: the table of issue 14.
import { describe, expect, it } from 'vitest';
import { createDictionary, NOT_AVAILABLE } from './service.ts';

const dictionary = createDictionary();
const FLAT = {
  vocabulary: [
    {
      word: 'deposit',
      definition: 'money you pay at the start that you can get back later',
      sentence: 'We got our deposit back.',
    },
    { word: 'bedrooms', definition: 'rooms where people sleep', sentence: 'Their house has three bedrooms.' },
  ],
  french: {
    vocabulary: [
      { word: 'deposit', definition: "de l'argent payé au début que l'on peut récupérer plus tard" },
      { word: 'station', definition: "bâtiment où les bus ou les trains s'arrêtent (gare)" },
    ],
  },
};

describe('word help in context', () => {
  it.each([
    ['deposit', "She pays the first month's rent and a deposit.", 'noun', /payment|money/],
    ['bank', 'They sat on the bank of the river and watched the boats.', 'noun', /sloping land/],
    ['bank', 'She went to the bank to take out some money.', 'noun', /financial institution/],
    ['lease', 'A lease is a contract.', 'noun', /contract granting use/],
    ['lease', 'They lease the flat for one year.', 'verb', /let for money|rent/],
    ['harvested', 'The children harvested the apples.', 'verb', /gather/],
  ])('%s in "%s" is the %s sense %s, one meaning first', async (word, sentence, pos, meaning) => {
    const r = await dictionary.define(word, { sentence });
    expect(r.source).toBe('dictionary');
    expect(r.partOfSpeech).toBe(pos);
    expect(r.definitions[0]?.partOfSpeech).toBe(pos);
    expect(r.definitions[0]?.definition).toMatch(meaning);
    expect(r.definitions.length).toBeLessThanOrEqual(5);
  });

  it('without a sentence, ranks by WordNet corpus counts, not nouns-first order', async () => {
    const r = await dictionary.define('deposit');
    expect(r.definitions[0]?.definition).not.toMatch(/sediment/);
  });

  it.each([
    ['Chen', 'Grace calls the landlord, Mr Chen.'],
    ['Amira', 'Amira is new in the city.'],
    ['Grace', 'On Saturday, Grace and Daniel go to see the flat.'],
  ])('recognises %s as a name', async (word, sentence) => {
    const r = await dictionary.define(word, { sentence });
    expect(r).toMatchObject({ source: 'name', definitions: [], message: null });
  });

  it('reads a capital at the start of a sentence as a name only when the story capitalises the word elsewhere', async () => {
    const failure = await dictionary.define('Failure', { sentence: 'Failure is part of learning.' });
    expect(failure.source).toBe('dictionary');
    expect(failure.definitions[0]?.partOfSpeech).toBe('noun');
    const story = {
      text: 'Grace wants the flat. On Saturday, Grace and Daniel go to see it.',
      vocabulary: [],
      french: null,
    };
    const grace = await dictionary.define('Grace', { sentence: 'Grace wants the flat.', passage: story });
    expect(grace).toMatchObject({ source: 'name', definitions: [] });
  });

  it('keeps places, days, languages and institutions as dictionary words', async () => {
    expect(
      (await dictionary.define('Congress', { sentence: 'The law went to Congress in June.' })).definitions[0]
        ?.definition,
    ).toMatch(/legislature/);
    expect(
      (await dictionary.define('Canada', { sentence: 'They moved to Canada in May.' })).definitions[0]?.definition,
    ).toMatch(/nation/);
    expect(
      (await dictionary.define('Monday', { sentence: 'On Monday, Grace signs the lease.' })).definitions[0]?.definition,
    ).toMatch(/day of the week/);
  });

  it("gives the passage's own definition and example first, and its French definition", async () => {
    const r = await dictionary.define('deposit', { sentence: 'She pays a deposit.', passage: FLAT });
    expect(r.source).toBe('passage');
    expect(r.definitions[0]).toMatchObject({
      definition: FLAT.vocabulary[0]?.definition,
      example: 'We got our deposit back.',
    });
    expect(r.french).toBe(FLAT.french.vocabulary[0]?.definition);
    const bedroom = await dictionary.define('bedroom', { passage: FLAT });
    expect(bedroom.definitions[0]?.definition).toBe('rooms where people sleep');
  });

  it('gives no French rather than a guess when the passage has none', async () => {
    expect((await dictionary.define('market', { passage: FLAT })).french).toBeNull();
  });

  it('looks a French word up in the French vocabulary, else Définition non disponible', async () => {
    const gare = await dictionary.define('gare', { language: 'fr', passage: FLAT });
    expect(gare).toMatchObject({ language: 'fr', source: 'passage', english: 'station' });
    const pain = await dictionary.define('pain', { language: 'fr', passage: FLAT });
    expect(pain).toMatchObject({ language: 'fr', source: 'none', definitions: [], message: NOT_AVAILABLE.fr });
  });

  it('says Definition not available for an unknown word', async () => {
    expect(await dictionary.define('blorptastic')).toMatchObject({ source: 'none', message: NOT_AVAILABLE.en });
  });
});

describe("the team's words for a sense (decision 037)", () => {
  const bankSense = 'bank%1:14:00::';
  const withTeam = createDictionary({
    senseWords: {
      ar: { [bankSense]: { words: ['مصرف', 'بنك'], from: 'team' } },
      uk: { [bankSense]: { words: ['банк'], from: 'wordnet' } },
    },
  });
  const sentence = 'She went to the bank to take out some money.';

  it('come first, named as the team’s or as the wordnet’s an editor checked; other languages keep the wordnet’s', async () => {
    const first = async (translate: 'ar' | 'uk' | 'fa') =>
      (await withTeam.define('bank', { sentence, translate })).definitions[0];
    expect((await first('ar'))?.senseKey).toBe(bankSense);
    expect((await first('ar'))?.translation).toEqual({
      language: 'ar',
      words: ['مصرف', 'بنك'],
      source: 'English Commons team',
      origin: 'team',
    });
    expect((await first('uk'))?.translation).toMatchObject({ language: 'uk', words: ['банк'], origin: 'checked' });
    expect((await first('fa'))?.translation).toMatchObject({ origin: 'wordnet' });
  });
});
