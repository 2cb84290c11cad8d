// Issue 28's examples, tapped as a learner taps them: in the library's own
// passages, with each passage's table of senses, the real WordNet, the fitted
// sense model and the shipped plain definitions and translations.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LibraryPassage, PLAIN_LEVELS, plainDefinitionsSchema } from '#src/domain/library.ts';
import { loadLibrary } from '#src/server/ai/library.ts';
import { createWordNet } from '#src/server/language/wordnet.ts';
import { isOffensive } from './sense-choice.ts';
import { createDictionary } from './service.ts';

const library = loadLibrary(resolve('content'));
const plain = plainDefinitionsSchema.parse(JSON.parse(readFileSync(resolve('content/plain-definitions.json'), 'utf8')));
const dictionary = createDictionary({ plainDefinitions: plain });
const wordnet = createWordNet();

const passage = (id: string): LibraryPassage => {
  const found = library.passages.find((p) => p.id === id);
  if (!found) throw new Error(`no passage ${id}`);
  return found;
};
const sentenceWith = (p: LibraryPassage, fragment: string) => {
  const sentence = p.text.split(/(?<=[.!?"])\s+/).find((s) => s.includes(fragment));
  if (!sentence) throw new Error(`no sentence with '${fragment}' in ${p.id}`);
  return sentence;
};
const tap = (p: LibraryPassage, word: string, fragment: string) =>
  dictionary.define(word, { sentence: sentenceWith(p, fragment), passage: p });

const BANK = 'in-daily-life-opening-a-first-bank-account';
const SCHOOL_PAPER = 'ne-daily-life-selam-reads-a-school-paper';

describe('the meaning a tapped library word has in its sentence', () => {
  it.each([
    [BANK, 'cover', 'cover the keypad with her hand', ['cover%2:35:00::']],
    [BANK, 'bill', 'such as a phone bill', ['phone_bill%1:10:00::']],
    [BANK, 'stuck', 'stuck it on the fridge', ['stick%2:35:00::', 'stick%2:35:08::']],
    [BANK, 'deposit', 'called direct deposit', ['deposit%1:21:01::']],
    [BANK, 'interest', 'pays a little interest', ['interest%1:21:00::']],
    [SCHOOL_PAPER, 'paper', 'There is a yellow paper in the bag', ['paper%1:10:00::', 'paper%1:27:00::']],
    [SCHOOL_PAPER, 'form', 'sign the permission form', ['form%1:10:01::']],
    [SCHOOL_PAPER, 'trip', 'The trip costs ten dollars', ['trip%1:04:00::']],
    // 'goes to' is one expression in WordNet ('be present at'): either it or 'go' as moving, never 'continue to live'.
    [SCHOOL_PAPER, 'goes', 'He goes to school', ['go%2:38:00::', 'go_to%2:42:00::']],
  ])('%s: "%s" in "…%s…" is %j', async (id, word, fragment, senses) => {
    const help = await tap(passage(id), word, fragment);
    const first = help.definitions[0];
    expect(senses).toContain(first?.senseKey);
    const sense = wordnet.sense(first?.senseKey ?? '');
    expect(sense && isOffensive(sense)).toBe(false);
  });

  it("names the expression the story uses: 'phone bill', not 'bill' alone", async () => {
    const help = await tap(passage(BANK), 'phone', 'such as a phone bill');
    expect(help.lemma).toBe('phone bill');
    expect(help.definitions[0]?.definition).toMatch(/telephone service/);
  });

  it('gives a First steps word a plain definition and its French from the wordnet, with the source named', async () => {
    const help = await tap(passage(SCHOOL_PAPER), 'form', 'sign the permission form');
    expect(help.definitions[0]?.definition).toBe(plain['form%1:10:01::']);
    expect(help.definitions[0]?.translation).toMatchObject({
      language: 'fr',
      source: expect.stringMatching(/Open Multilingual Wordnet/),
    });
    expect(help.definitions[0]?.translation?.words.join(' ')).toMatch(/formulaire/);
  });

  it('never shows an offensive sense first, and none at all at the easiest levels', async () => {
    const easy = library.passages.filter((p) => PLAIN_LEVELS.includes(p.level)).slice(0, 6);
    for (const p of [passage(BANK), ...easy]) {
      for (const entry of (p.wordSenses ?? []).slice(0, 60)) {
        const sentence = sentenceWith(p, entry.word);
        const help = await dictionary.define(entry.word.split(' ')[0] ?? entry.word, { sentence, passage: p });
        const senses = help.definitions.map((d) => wordnet.sense(d.senseKey ?? ''));
        if (senses[0]) expect(isOffensive(senses[0]), `${p.id}: ${entry.word}`).toBe(false);
        if (PLAIN_LEVELS.includes(p.level))
          expect(senses.filter((s) => s && isOffensive(s)).length, `${p.id}: ${entry.word}`).toBe(0);
      }
    }
  });
});

describe('the sense model on a sentence alone', () => {
  it('puts a sexual sense of cover last even where it fits the words around it', async () => {
    const help = await dictionary.define('covers', { sentence: 'The stallion covers the mare in the spring.' });
    const senses = help.definitions.map((d) => wordnet.sense(d.senseKey ?? ''));
    expect(senses[0] && isOffensive(senses[0])).toBe(false);
  });

  it('gives each meaning its WordNet sense key', async () => {
    const help = await dictionary.define('bank', { sentence: 'They sat on the bank of the river.' });
    for (const d of help.definitions) expect(d.senseKey).toMatch(/^bank%[1-5]:/);
    expect(help.definitions[0]?.senseKey).toBe('bank%1:17:01::');
  });
});
