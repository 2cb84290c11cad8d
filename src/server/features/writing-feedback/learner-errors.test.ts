// Typical learner mistakes, each found and fixed as an examiner would fix it,
// and correct sentences left alone: the whole offline analysis (harper.js,
// the learner-error rules, the fine-tuned error detector and its fixes),
// nothing stubbed.
import { describe, expect, it } from 'vitest';
import { analyseWriting } from './analyse.ts';

const analyse = (text: string) => analyseWriting({ text, mode: 'essay-writing', variety: 'both' });

/** The text with every fix the learner is offered applied (a gap's word after the word before it). */
function fixed(text: string, findings: { start: number; end: number; suggestions: string[]; mark: string }[]) {
  let out = text;
  for (const f of [...findings].sort((a, b) => b.start - a.start)) {
    const fix = f.suggestions[0];
    if (fix === undefined) continue;
    out =
      f.mark === 'gap'
        ? out.slice(0, f.start) + (/^[,.;:!?]/.test(fix) ? fix : ` ${fix}`) + out.slice(f.start)
        : out.slice(0, f.start) + fix + out.slice(f.end);
  }
  return out;
}

describe('typical learner mistakes are found and fixed right', () => {
  it.each([
    ['agreement', 'We was very happy.', 'We were very happy.'],
    [
      'tense after "yesterday"',
      'Yesterday I go to the market with my sister.',
      'Yesterday I went to the market with my sister.',
    ],
    ['tense after "yesterday", with "she"', 'Yesterday she buy a new phone.', 'Yesterday she bought a new phone.'],
    ['"I am agree"', 'I am agree with you.', 'I agree with you.'],
    ['"informations"', 'I need some informations about the course.', 'I need some information about the course.'],
    ['"advices"', 'She gave me some good advices.', 'She gave me some good advice.'],
    ['"since two years"', 'I have lived here since two years.', 'I have lived here for two years.'],
    ['"a" before a vowel', 'I bought a apple at the shop.', 'I bought an apple at the shop.'],
    [
      '"one of the" with a singular',
      'It is one of the best city in the world.',
      'It is one of the best cities in the world.',
    ],
    ['a double comparative', 'This test is more easier than the last one.', 'This test is easier than the last one.'],
    ['a comma after an opening phrase', 'In my opinion the city is too big.', 'In my opinion, the city is too big.'],
    ['a small "i"', 'i like football very much.', 'I like football very much.'],
  ])(
    '%s: %j',
    async (_, text, corrected) => {
      const { findings } = await analyse(text);
      expect(fixed(text, findings)).toBe(corrected);
    },
    30_000,
  );
});

describe('where the right fix is not sure, the mistake is marked and no fix is offered', () => {
  it.each([
    // "goes", or "went" if it happened in the past: the examiners' corrections disagree, and so does the detector.
    ['She go to work every day.', 'go'],
    ['My sister go to work every day.', 'go'],
    ["He don't like coffee.", "don't"],
    // "I was go" would leave the sentence wrong: the fix is read back, and taken away.
    ['I am go to school every day.', 'go'],
  ])(
    '%j: "%s"',
    async (text, word) => {
      const { findings } = await analyse(text);
      const at = text.indexOf(word);
      const mark = findings.find((f) => f.start <= at && at < f.end);
      expect(mark?.mark).toBe('check');
      expect(mark?.suggestions).toEqual([]);
    },
    30_000,
  );
});

describe('correct sentences are left alone', () => {
  it.each([
    'My sister goes to work every day.',
    'Yesterday I went to the market with my sister.',
    'He is a teacher in a big school.',
    'I agree with you.',
    'I need some information about the course.',
    'I have lived here for two years.',
    'I bought an apple at the shop.',
    'There are many people in the city.',
    'It is one of the best cities in the world.',
    'This test is easier than the last one.',
    "My brother doesn't like coffee.",
    'The library opens at nine o’clock on Saturdays.',
  ])(
    '%j',
    async (text) => {
      expect((await analyse(text)).findings).toEqual([]);
    },
    30_000,
  );
});
