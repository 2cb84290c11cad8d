// The whole offline analysis as a learner meets it: harper.js, the kept-rules
// table, the frequency list and the fitted CEFR model, nothing stubbed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseWriting } from './analyse.ts';
import { loadVocabulary } from './detector.ts';
import { grammarFindings } from './findings.ts';

const marked = (text: string, found: { start: number; end: number }[]) => found.map((f) => text.slice(f.start, f.end));

const essay = `Many people believe that public transport should be free. In my opinion, this idea has clear advantages, although it also has real costs.

Firstly, free buses would help families with low incomes reach work, school and hospitals. For example, a cleaner who travels across the city every morning could save a considerable part of her monthly salary. In addition, fewer private cars would reduce congestion and pollution in crowded neighbourhoods.

On the other hand, someone must pay for drivers, fuel and maintenance. Therefore, governments would need higher taxes or cuts elsewhere. However, I believe that the benefits for health, equality and the environment outweigh these costs.

In conclusion, free public transport is an investment rather than an expense, and cities should consider it seriously.`;

describe('spelling in the site’s English', () => {
  it('accepts British and American spellings by default, and still catches a misspelling', async () => {
    const text =
      'My favourite colour is blue. I like travelling to the city centre. My favorite color is red. I have a freind.';
    const found = marked(text, await grammarFindings(text));
    for (const word of ['favourite', 'colour', 'travelling', 'centre', 'favorite', 'color'])
      expect(found).not.toContain(word);
    expect(found).toContain('freind');
  }, 30_000);

  it('follows the variety a site chooses', async () => {
    const text = 'My favourite colour is blue.';
    expect(marked(text, await grammarFindings(text, { variety: 'american' }))).toEqual(['favourite', 'colour']);
    expect(marked(text, await grammarFindings(text, { variety: 'british' }))).toEqual([]);
  }, 30_000);

  it('never flags names or words of the task prompt', async () => {
    const text =
      'Yesterday I met Amina Diallo and Mr Okonkwo at the Tim Hortons near Scarborough. We talked about poutine.';
    expect(
      marked(text, await grammarFindings(text, { prompt: 'Write about a meal of poutine with friends.' })),
    ).toEqual([]);
  }, 30_000);

  it('shows messages as plain text, without code backticks', async () => {
    const found = await grammarFindings('I have a freind and a speling problem.');
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) expect(f.message).not.toContain('`');
  }, 30_000);
});

describe('the learned detector’s findings', () => {
  it('marks a missing comma after "In my opinion" as a gap to check, with no fix', async () => {
    const text = 'In my opinion the informations are useful. I read them every day and I share them with my friends.';
    const { likelyErrors } = await analyseWriting({ text, mode: 'essay-writing', variety: 'both' });
    expect(likelyErrors).toContainEqual(expect.objectContaining({ kind: 'gap', start: 13, end: 14 }));
    const { thresholds } = loadVocabulary();
    for (const f of likelyErrors) expect(f.probability).toBeGreaterThanOrEqual(thresholds[f.kind]);
  }, 30_000);
});

describe('the estimate', () => {
  it('gives a salad of a story’s words no level above the lowest (decision 033)', async () => {
    const story = JSON.parse(
      readFileSync('content/reading/intermediate/travel/in-travel-a-night-in-a-hostel.json', 'utf8'),
    ) as {
      text: string;
    };
    const words = story.text.split(/\s+/);
    let seed = 30;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const salad = Array.from({ length: 250 }, () => words[Math.floor(random() * words.length)]).join(' ');
    const { estimate } = await analyseWriting({ text: salad, mode: 'essay-writing', variety: 'both' });
    expect(estimate.cefr).toBe('A1');
    expect(estimate.overall).toBeLessThanOrEqual(3.5);
    const honest = await analyseWriting({ text: story.text, mode: 'essay-writing', variety: 'both' });
    expect(honest.estimate.cefr).not.toBe('A1');
  }, 30_000);

  it('says a text under 40 words is too short to judge, with no level or language band', async () => {
    const { estimate } = await analyseWriting({
      text: 'I like my city. It is big. I go to work by bus. The bus is slow.',
      mode: 'essay-writing',
      variety: 'both',
    });
    expect(estimate.cefr).toBeNull();
    expect(estimate.overall).toBeNull();
    expect(estimate.criteria.slice(1).map((c) => c.band)).toEqual([null, null, null]);
    expect(estimate.criteria[0]?.band).toBe(4);
    expect(estimate.reasons[0]).toMatch(/Too short to judge/);
  }, 30_000);

  it('places a developed essay well above a simple beginner text, with reasons and a confidence', async () => {
    const beginner = await analyseWriting({
      text: 'I live in a small city. my city is nice. I like my city. there is a park and a shop. I go to the park with my sister. we play in the park. the shop is near my house. I buy bread and milk in the shop. I like bread. my city is good.',
      mode: 'essay-writing',
      variety: 'both',
    });
    const strong = await analyseWriting({ text: essay, mode: 'essay-writing', variety: 'both' });
    const order = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
    expect(order.indexOf(strong.estimate.cefr ?? '')).toBeGreaterThan(order.indexOf(beginner.estimate.cefr ?? 'C2'));
    expect(['A1', 'A2']).toContain(beginner.estimate.cefr);
    expect(strong.estimate.reasons.length).toBeGreaterThan(0);
    expect(strong.estimate.confidence).toBeGreaterThan(0);
    expect(strong.estimate.confidence).toBeLessThanOrEqual(1);
  }, 30_000);

  it('never gives a higher grammar band, level or overall band to the same text with many more errors', async () => {
    const clean = await analyseWriting({ text: essay, mode: 'essay-writing', variety: 'both' });
    const broken = essay
      .replace(/\bwould\b/g, 'woud')
      .replace(/\bpeople\b/g, 'peopel')
      .replace(/\bbelieve\b/g, 'beleive')
      .replace(/\bcities\b/g, 'citys')
      .replace(/\bI\b/g, 'i')
      .replace(/\. ([A-Z])/g, (_, c: string) => `. ${c.toLowerCase()}`);
    const worse = await analyseWriting({ text: broken, mode: 'essay-writing', variety: 'both' });
    expect(worse.findings.length).toBeGreaterThan(clean.findings.length + 8);
    const grammar = (a: typeof clean) => a.estimate.criteria[3]?.band ?? 0;
    expect(grammar(worse)).toBeLessThanOrEqual(grammar(clean));
    expect(worse.estimate.overall ?? 0).toBeLessThanOrEqual(clean.estimate.overall ?? 0);
    const order = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
    expect(order.indexOf(worse.estimate.cefr ?? '')).toBeLessThanOrEqual(order.indexOf(clean.estimate.cefr ?? ''));
  }, 30_000);

  it('keeps the overall band inside the range of the estimated level', async () => {
    const { estimate } = await analyseWriting({ text: essay, mode: 'email-writing', variety: 'both' });
    const range: Record<string, [number, number]> = {
      A1: [3, 3.5],
      A2: [3.5, 4.5],
      B1: [4.5, 5.5],
      B2: [5.5, 7],
      C1: [7, 8],
      C2: [8, 9],
    };
    const [lo, hi] = range[estimate.cefr ?? 'A1'] ?? [0, 9];
    expect(estimate.overall).toBeGreaterThanOrEqual(lo);
    expect(estimate.overall).toBeLessThanOrEqual(hi);
  }, 30_000);

  it('shows its marks where nothing else marks the text, each saying what to check, a fix only where it is sure', async () => {
    const text =
      'My name is Ali and I am from Syria. I like very much the football. I go to the school every days with my brother.';
    const { findings, likelyErrors } = await analyseWriting({ text, mode: 'essay-writing', variety: 'both' });
    const fromDetector = findings.filter((f) => f.rule === 'detector');
    expect(fromDetector.length).toBeGreaterThan(0);
    for (const f of fromDetector) {
      expect(f.explain).toMatch(/^likely-/);
      expect(f.mark).toBe(f.explain === 'likely-missing' ? 'gap' : f.suggestions.length ? 'fix' : 'check');
      expect(f.suggestions.length).toBeLessThanOrEqual(1);
      expect(likelyErrors).toContainEqual(expect.objectContaining({ start: f.start, end: f.end }));
      // Never on top of a finding that knows the mistake.
      const others = findings.filter((o) => !fromDetector.includes(o));
      expect(others.some((o) => o.start < f.end && f.start < o.end)).toBe(false);
    }
    const starts = findings.map((f) => f.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  }, 30_000);
});
